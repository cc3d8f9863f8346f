import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startChildServer } from '../lib/child-server';
import { processCpuSeconds } from '../lib/cpu';
import { runMix } from '../lib/load';
import { printTable } from '../lib/table';
import { generateCatalogue } from './generate-catalogue';
import { libraryReads, newestModuleId } from './library-reads';
import { analyzeSchema, withSchema } from './scale-postgres';

const here = new URL('.', import.meta.url).pathname;
const EXPORTS = 20;
/** How fast each slow client reads its download (a phone on a poor network). */
const READ_BYTES_PER_SECOND = 64 * 1024;

/**
 * One slow download: it reads its answer at READ_BYTES_PER_SECOND until `stop`; `begun` is called once its
 * answer has begun (its headers came). Answers its status, the bytes read and whether it ended whole.
 */
async function slowDownload(url: string, token: string, stop: AbortSignal, begun: () => void) {
  let status = 0;
  let bytes = 0;
  try {
    const res = await fetch(`${url}/users/export`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: stop,
    });
    status = res.status;
    begun();
    const reader = res.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      bytes += part.value.length;
      await new Promise((resolve) => setTimeout(resolve, (part.value.length / READ_BYTES_PER_SECOND) * 1000));
    }
    return { status, bytes, done: true };
  } catch {
    begun();
    return { status, bytes, done: false };
  }
}

/**
 * The bench learner's notifications: 4 kB of random hexadecimal each (it compresses to half), so that an
 * archive is megabytes (more than a socket's buffers hold) for little of the server's work a row.
 */
async function addNotifications(databaseUrl: string, schema: string, rows: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    await client.query(
      `insert into notifications (user_id, body, is_read, created_at)
       select u.id, (select string_agg(md5(random()::text || n || k), '') from generate_series(1, 128) k),
         0, now()::text
       from users u, generate_series(1, $1) n where u.email = 'bench-learner@modkit.test'`,
      [rows],
    );
  } finally {
    await client.end();
  }
}

/**
 * Exports and the pool (PostgreSQL): the library read mix on 50 connections alone, then while 20 data exports
 * of a learner (archives of about 3 MB) download slowly (64 kB/s each: a phone on a poor network), against one
 * api server of a generated catalogue of 10 k modules; the mix is measured once every download has begun
 * (each answer's headers came), so the row is what the server serves while 20 downloads are in progress.
 * Rows alternate (alone, beside, alone, beside, alone: a shared machine's load moves); prints each
 * throughput, the median beside as a share of the median alone (the target: ≥ 90 %), the server's CPU a read,
 * the mix's failures and how far the downloads got. BENCH_DATABASE_URL (else TEST_DATABASE_URL) names the
 * PostgreSQL.
 */
export async function benchExportPool({ quick = false } = {}): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    console.log('\nexport-pool: skipped (PostgreSQL only): set BENCH_DATABASE_URL=postgres://…');
    return;
  }
  const seconds = quick ? 5 : 10;
  const work = mkdtempSync(join(tmpdir(), 'modkit-bench-export-pool-'));
  try {
    await withSchema(databaseUrl, 'bench_export_pool', async (schema) => {
      await generateCatalogue(join(work, 'generator'), 10_000, { databaseUrl, pgSchema: schema });
      await addNotifications(databaseUrl, schema, 1_500);
      await analyzeSchema(databaseUrl, schema);
      const server = await startChildServer(join(here, 'serve-api.ts'), {
        DATABASE_URL: databaseUrl,
        BENCH_PG_SCHEMA: schema,
        DATA_DIR: join(work, 'server'),
      });
      try {
        await measure(server.ready.url, String(server.ready.token), seconds, server.pid);
      } finally {
        await server.stop();
      }
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** One row of the mix: its throughput, p99, failures, and the server's CPU a read (ms). */
interface MixRow {
  requestsPerSecond: number;
  p99: number;
  failures: number;
  cpuMs: number;
}

async function mixRow(
  url: string,
  paths: string[],
  seconds: number,
  headers: Record<string, string>,
  pid?: number,
) {
  const cpuBefore = processCpuSeconds(pid) ?? 0;
  const r = await runMix(url, paths, { seconds, headers });
  const cpu = (processCpuSeconds(pid) ?? 0) - cpuBefore;
  return {
    requestsPerSecond: r.requestsPerSecond,
    p99: r.p99,
    failures: r.errors + r.non2xx,
    cpuMs: r.requests ? (cpu * 1000) / r.requests : 0,
  } satisfies MixRow;
}

/** Starts the 20 slow downloads; resolves once every answer began (its headers came), with how long that took. */
async function startDownloads(url: string, token: string, stop: AbortSignal) {
  const begun: Array<Promise<void>> = [];
  const downloads = Array.from({ length: EXPORTS }, () => {
    let answered = () => {};
    begun.push(
      new Promise<void>((resolve) => {
        answered = resolve;
      }),
    );
    return slowDownload(url, token, stop, answered);
  });
  const started = performance.now();
  await Promise.all(begun);
  return { downloads, seconds: (performance.now() - started) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Alone, beside the downloads, alone, beside, alone (a shared machine's load moves from one row to the next:
 * the rows alternate, and the medians are compared); each "beside" row starts once all 20 answers began.
 */
async function measure(url: string, token: string, seconds: number, pid?: number): Promise<void> {
  const paths = libraryReads(await newestModuleId(url, token)).map(([, path]) => path);
  const headers = { Authorization: `Bearer ${token}` };
  const loadBefore = loadavg()[0]!.toFixed(1);
  await runMix(url, paths, { seconds: 2, headers });
  const alone: MixRow[] = [await mixRow(url, paths, seconds, headers, pid)];
  const beside: MixRow[] = [];
  const begun: number[] = [];
  const finished: Array<{ status: number; bytes: number }> = [];
  for (let round = 0; round < 2; round++) {
    const stop = new AbortController();
    const started = await startDownloads(url, token, stop.signal);
    begun.push(started.seconds);
    beside.push(await mixRow(url, paths, seconds, headers, pid));
    stop.abort();
    finished.push(...(await Promise.all(started.downloads)));
    alone.push(await mixRow(url, paths, seconds, headers, pid));
  }
  const reference = median(alone.map((r) => r.requestsPerSecond));
  const row = (name: string, rows: MixRow[], extra: Array<string | number>) => [
    name,
    rows.map((r) => r.requestsPerSecond).join(' / '),
    `${Math.round((median(rows.map((r) => r.requestsPerSecond)) / reference) * 100)} %`,
    rows.map((r) => r.cpuMs.toFixed(2)).join(' / '),
    Math.max(...rows.map((r) => r.p99)),
    rows.reduce((n, r) => n + r.failures, 0),
    ...extra,
  ];
  printTable(
    `exports and the pool — the read mix on 50 connections alone and beside ${EXPORTS} exports downloading at 64 kB/s (PostgreSQL, ${seconds} s a row, rows alternated, load ${loadBefore} → ${loadavg()[0]!.toFixed(1)})`,
    [
      'row',
      'req/s each',
      'median of alone',
      'server CPU ms a read',
      'worst p99 ms',
      'errors + non-2xx',
      'answers begun in s',
      'exports answered 200',
      'MB downloaded',
    ],
    [
      row('read mix alone', alone, ['-', '-', '-']),
      row(`read mix beside ${EXPORTS} downloads`, beside, [
        begun.map((b) => b.toFixed(1)).join(' / '),
        finished.filter((d) => d.status === 200).length,
        (finished.reduce((n, d) => n + d.bytes, 0) / 2 ** 20).toFixed(1),
      ]),
    ],
  );
}
