import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChildServer, startChildServer } from '../lib/child-server';
import { processCpuSeconds } from '../lib/cpu';
import { runLoad, runMix } from '../lib/load';
import { printTable } from '../lib/table';
import { generateCatalogue } from './generate-catalogue';
import { keywordSearches, libraryReads, newestModuleId } from './library-reads';
import { analyzeSchema, withSchema } from './scale-postgres';

const here = new URL('.', import.meta.url).pathname;

type Row = Array<string | number>;

export interface SearchBenchOptions {
  /** Catalogue sizes on SQLite. */
  sizes: number[];
  /** Catalogue sizes on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL; none set: skipped). */
  postgresSizes: number[];
  /** Seconds a row. */
  seconds: number;
  /** Only the keyword searches (the `search` section), not the rest of the read mix. */
  keywordsOnly?: boolean;
}

/**
 * The library reads and the keyword searches (learner token, 50 connections), each on its own, at each size on
 * SQLite and PostgreSQL, beside a plain Node http server and a plain Express 5 app: req/s, latency, the
 * server's CPU per request and each row as a share of Express (memory: the `memory` section).
 */
export async function benchSearch(options: SearchBenchOptions): Promise<void> {
  const node = await baselineRow('plain node http (baseline)', 'plain-server.ts', options.seconds);
  const framework = await baselineRow('plain express 5 (baseline)', 'express-server.ts', options.seconds);
  const rows: Row[] = [node, framework];
  for (const size of options.sizes) {
    const dataDir = mkdtempSync(join(tmpdir(), `modkit-bench-${size}-`));
    try {
      await timed(`generated ${size} modules (SQLite)`, () => generateCatalogue(dataDir, size));
      await measureServer('sqlite', size, { DATA_DIR: dataDir }, options, rows);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  await benchPostgres(options, rows);
  // Each row's throughput as a share of the Express baseline's (the target: reads at ≥ 25 %).
  const expressRate = Number(framework[3]);
  const withShare = rows.map((row) => [...row, `${((Number(row[3]) / expressRate) * 100).toFixed(1)} %`]);
  printTable(
    `api reads — 50 connections, ${options.seconds} s a row`,
    ['endpoint', 'engine', 'modules', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'CPU µs/req', 'of express'],
    withShare,
  );
}

async function benchPostgres(options: SearchBenchOptions, rows: Row[]): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!databaseUrl || !options.postgresSizes.length) {
    console.log('api on PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://… to add its rows)');
    return;
  }
  for (const size of options.postgresSizes) {
    await withSchema(databaseUrl, 'bench_search', async (schema) => {
      const work = mkdtempSync(join(tmpdir(), `modkit-bench-pg-${size}-`));
      try {
        await timed(`generated ${size} modules (PostgreSQL)`, () =>
          generateCatalogue(work, size, { databaseUrl, pgSchema: schema }),
        );
        // A deployed database has its planner statistics (autovacuum gathers them soon after a bulk insert).
        await analyzeSchema(databaseUrl, schema);
        const env = { DATA_DIR: work, DATABASE_URL: databaseUrl, BENCH_PG_SCHEMA: schema };
        await measureServer('postgres', size, env, options, rows);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    });
  }
}

/** Starts the api on a prepared catalogue and adds its rows: each read on its own after a warm-up of the mix. */
async function measureServer(
  engine: string,
  size: number,
  env: Record<string, string>,
  { seconds, keywordsOnly }: SearchBenchOptions,
  rows: Row[],
): Promise<void> {
  const api = await startChildServer(join(here, 'serve-api.ts'), env);
  const token = String(api.ready.token);
  const headers = { Authorization: `Bearer ${token}` };
  try {
    const mix = keywordsOnly ? [] : libraryReads(await newestModuleId(api.ready.url, token));
    const reads = [...mix, ...keywordSearches()];
    // The whole mix once, so that the first row does not pay for the server's warm-up (JIT, caches).
    await runMix(
      api.ready.url,
      reads.map(([, path]) => path),
      { seconds: 2, headers, connections: 10 },
    );
    for (const [name, path] of reads) {
      await runLoad(api.ready.url + path, { seconds: 1, headers, connections: 10 }); // warm-up
      const r = await withServerCpu(api, () => runLoad(api.ready.url + path, { seconds, headers }));
      rows.push([
        name,
        engine,
        size,
        r.requestsPerSecond,
        r.p50,
        r.p99,
        r.errors + r.non2xx,
        r.cpuPerRequest,
      ]);
    }
  } finally {
    await api.stop();
  }
}

/** Runs a load and adds the server's CPU time per request it answered (µs). */
async function withServerCpu<T extends { requestsPerSecond: number }>(
  server: ChildServer,
  load: () => Promise<T>,
): Promise<T & { cpuPerRequest: number | string }> {
  const before = processCpuSeconds(server.pid);
  const started = performance.now();
  const result = await load();
  const seconds = (performance.now() - started) / 1000;
  const after = processCpuSeconds(server.pid);
  const requests = result.requestsPerSecond * seconds;
  const cpuPerRequest =
    before === undefined || after === undefined || requests === 0
      ? '-'
      : Math.round(((after - before) * 1e6) / requests);
  return { ...result, cpuPerRequest };
}

async function timed(what: string, work: () => Promise<void>): Promise<void> {
  const started = Date.now();
  await work();
  console.log(`${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A baseline server's row: the same small JSON body, loaded like the api's reads. */
async function baselineRow(name: string, script: string, seconds: number): Promise<Row> {
  const server = await startChildServer(join(here, script));
  try {
    await runLoad(server.ready.url, { seconds: 1, connections: 10 }); // warm-up, as the api's reads get
    const r = await withServerCpu(server, () => runLoad(server.ready.url, { seconds }));
    return [name, '-', '-', r.requestsPerSecond, r.p50, r.p99, r.errors + r.non2xx, r.cpuPerRequest];
  } finally {
    await server.stop();
  }
}
