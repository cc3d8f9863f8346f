import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startChildServer } from '../lib/child-server';
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
 * The mix alone is measured before and after (a shared machine's load moves); prints each throughput as a
 * share of their mean (the target: ≥ 90 %), the mix's failures and how far the downloads got.
 * BENCH_DATABASE_URL (else TEST_DATABASE_URL) names the PostgreSQL.
 */
export async function benchExportPool({ quick = false } = {}): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    console.log('\nexport-pool: skipped (PostgreSQL only): set BENCH_DATABASE_URL=postgres://…');
    return;
  }
  const seconds = quick ? 5 : 15;
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
        await measure(server.ready.url, String(server.ready.token), seconds);
      } finally {
        await server.stop();
      }
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function measure(url: string, token: string, seconds: number): Promise<void> {
  const paths = libraryReads(await newestModuleId(url, token)).map(([, path]) => path);
  const headers = { Authorization: `Bearer ${token}` };
  const loadBefore = loadavg()[0]!.toFixed(1);
  await runMix(url, paths, { seconds: 2, headers });
  const before = await runMix(url, paths, { seconds, headers });
  const stop = new AbortController();
  const begun: Array<Promise<void>> = [];
  const downloads = Array.from({ length: EXPORTS }, () => {
    let answered = () => {};
    begun.push(
      new Promise<void>((resolve) => {
        answered = resolve;
      }),
    );
    return slowDownload(url, token, stop.signal, answered);
  });
  const started = performance.now();
  await Promise.all(begun);
  const beginning = ((performance.now() - started) / 1000).toFixed(1);
  const beside = await runMix(url, paths, { seconds, headers });
  stop.abort();
  const finished = await Promise.all(downloads);
  const after = await runMix(url, paths, { seconds, headers });
  const alone = (before.requestsPerSecond + after.requestsPerSecond) / 2;
  const share = (r: { requestsPerSecond: number }) => `${Math.round((r.requestsPerSecond / alone) * 100)} %`;
  const megabytes = (finished.reduce((n, d) => n + d.bytes, 0) / 2 ** 20).toFixed(1);
  const mix = (name: string, r: Awaited<ReturnType<typeof runMix>>, exports = '-', mb = '-') => [
    name,
    r.requestsPerSecond,
    r.p99,
    r.errors + r.non2xx,
    share(r),
    exports,
    mb,
  ];
  printTable(
    `exports and the pool — the read mix on 50 connections alone, and beside ${EXPORTS} exports downloading at 64 kB/s once all began (${beginning} s after they were asked); PostgreSQL, ${seconds} s a row, load ${loadBefore} → ${loadavg()[0]!.toFixed(1)}`,
    [
      'row',
      'req/s',
      'p99 ms',
      'errors + non-2xx',
      'of alone (mean)',
      'exports answered 200',
      'MB downloaded',
    ],
    [
      mix('read mix alone, before', before),
      mix(
        `read mix beside ${EXPORTS} downloads`,
        beside,
        String(finished.filter((d) => d.status === 200).length),
        megabytes,
      ),
      mix('read mix alone, after', after),
    ],
  );
}
