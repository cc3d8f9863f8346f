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
 * The bench learner's notifications: 12 kB of random hexadecimal each (it compresses to half), so that an
 * archive is about 10 MB (more than the sockets' buffers hold: a download nobody reads stalls) for little of
 * the server's work a row.
 */
async function addNotifications(databaseUrl: string, schema: string, rows: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    await client.query(
      `insert into notifications (user_id, body, is_read, created_at)
       select u.id, (select string_agg(md5(random()::text || n || k), '') from generate_series(1, 384) k),
         0, now()::text
       from users u, generate_series(1, $1) n where u.email = 'bench-learner@modkit.test'`,
      [rows],
    );
  } finally {
    await client.end();
  }
}

/**
 * Exports and the pool (PostgreSQL): the library read mix on 50 connections alone, then beside 20 data exports
 * of a learner (archives of about 10 MB) downloading slowly (64 kB/s each: a phone on a poor network), against
 * one api server of a generated catalogue of 10 k modules: from the moment they are asked, and once every
 * download has begun; then alone again. Prints each row's throughput as a share of the mean alone (the
 * target: ≥ 90 %), the server's CPU a read and the mix's failures. BENCH_DATABASE_URL (else
 * TEST_DATABASE_URL) names the PostgreSQL.
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
      await addNotifications(databaseUrl, schema, 1_700);
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

/** Starts the 20 slow downloads; `begun` resolves once every answer began (its headers came). */
function startDownloads(url: string, token: string, stop: AbortSignal) {
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
  return { downloads, begun: Promise.all(begun) };
}

/**
 * The mix alone; then from the moment the 20 exports are asked (their archives being written, or on the code
 * before, already downloading and holding connections); then once every answer began (20 downloads in
 * progress); then alone again (a shared machine's load moves: the share is of the mean of the two alone rows).
 */
async function measure(url: string, token: string, seconds: number, pid?: number): Promise<void> {
  const paths = libraryReads(await newestModuleId(url, token)).map(([, path]) => path);
  const headers = { Authorization: `Bearer ${token}` };
  const loadBefore = loadavg()[0]!.toFixed(1);
  await runMix(url, paths, { seconds: 2, headers });
  const before = await mixRow(url, paths, seconds, headers, pid);
  const stop = new AbortController();
  const asked = performance.now();
  const started = startDownloads(url, token, stop.signal);
  const whileAsked = await mixRow(url, paths, seconds, headers, pid);
  await started.begun;
  const begunIn = ((performance.now() - asked) / 1000).toFixed(1);
  const whileDownloading = await mixRow(url, paths, seconds, headers, pid);
  stop.abort();
  const finished = await Promise.all(started.downloads);
  const after = await mixRow(url, paths, seconds, headers, pid);
  const alone = (before.requestsPerSecond + after.requestsPerSecond) / 2;
  const row = (name: string, r: MixRow) => [
    name,
    r.requestsPerSecond,
    `${Math.round((r.requestsPerSecond / alone) * 100)} %`,
    r.cpuMs.toFixed(2),
    r.p99,
    r.failures,
  ];
  printTable(
    `exports and the pool — the read mix on 50 connections beside ${EXPORTS} data exports of about 10 MB downloading at 64 kB/s (PostgreSQL, ${seconds} s a row, load ${loadBefore} → ${loadavg()[0]!.toFixed(1)}; all ${finished.filter((d) => d.status === 200).length} answers began in ${begunIn} s, ${(finished.reduce((n, d) => n + d.bytes, 0) / 2 ** 20).toFixed(1)} MB downloaded)`,
    ['row', 'req/s', 'of alone (mean)', 'server CPU ms a read', 'p99 ms', 'errors + non-2xx'],
    [
      row('read mix alone, before', before),
      row(`from the ${EXPORTS} exports' asking`, whileAsked),
      row(`once all ${EXPORTS} are downloading`, whileDownloading),
      row('read mix alone, after', after),
    ],
  );
}
