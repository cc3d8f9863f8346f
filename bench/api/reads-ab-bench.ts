import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChildServer, startChildServer } from '../lib/child-server';
import { processCpuSeconds } from '../lib/cpu';
import { type LoadResult, runLoad } from '../lib/load';
import { printTable } from '../lib/table';
import { generateCatalogue } from './generate-catalogue';
import { keywordSearches, libraryReads, newestModuleId } from './library-reads';

const here = new URL('.', import.meta.url).pathname;

export interface ReadsAbOptions {
  /** Another checkout of the project (its `bench/api/serve-api.ts` serves the same catalogue): "before". */
  baseDir: string;
  size: number;
  seconds: number;
  rounds: number;
}

type Measured = LoadResult & { cpu: number };

/**
 * The search reads of two checkouts of the api on one generated catalogue (SQLite), alternated read by read and
 * round by round with plain Express 5, so that a loaded machine's swings fall on both alike: each read's median
 * req/s, share of the Express row next to it, p99 and server CPU a request, before (`baseDir`) and after (this
 * checkout).
 */
export async function benchReadsAb({ baseDir, size, seconds, rounds }: ReadsAbOptions): Promise<void> {
  if (!baseDir) {
    console.log(
      'reads-ab: skipped (set BENCH_BASE to another checkout of the project, with its node_modules)',
    );
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), `modkit-bench-ab-${size}-`));
  const servers: ChildServer[] = [];
  try {
    await generateCatalogue(dataDir, size);
    const before = await startChildServer(join(baseDir, 'bench/api/serve-api.ts'), { DATA_DIR: dataDir });
    servers.push(before);
    const after = await startChildServer(join(here, 'serve-api.ts'), { DATA_DIR: dataDir });
    servers.push(after);
    const express = await startChildServer(join(here, 'express-server.ts'));
    servers.push(express);
    const token = String(after.ready.token);
    const headers = { Authorization: `Bearer ${token}` };
    const id = await newestModuleId(after.ready.url, token);
    const reads = [...libraryReads(id).slice(0, 3), ...keywordSearches().slice(0, 5)];
    const rows: Array<Array<string | number>> = [];
    for (const [name, path] of reads) {
      const runs: Record<'before' | 'after' | 'express', Measured[]> = { before: [], after: [], express: [] };
      for (let round = 0; round < rounds; round++) {
        runs.express.push(await measured(express, express.ready.url, {}, seconds));
        runs.before.push(await measured(before, before.ready.url + path, headers, seconds));
        runs.after.push(await measured(after, after.ready.url + path, headers, seconds));
      }
      for (const side of ['before', 'after', 'express'] as const)
        rows.push(row(name, side, runs[side], runs.express));
    }
    printTable(
      `search reads before/after, ${size} modules, 50 connections, ${rounds} alternated rounds of ${seconds} s (medians)`,
      ['read', 'side', 'req/s', 'of express', 'shares', 'p99 ms', 'CPU µs/req'],
      rows,
    );
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measured(
  server: ChildServer,
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Measured> {
  await runLoad(url, { seconds: 0.5, headers, connections: 10 }); // warm-up
  const cpuBefore = processCpuSeconds(server.pid) ?? 0;
  const started = performance.now();
  const result = await runLoad(url, { seconds, headers });
  const requests = (result.requestsPerSecond * (performance.now() - started)) / 1000;
  const cpu = requests ? (((processCpuSeconds(server.pid) ?? 0) - cpuBefore) * 1e6) / requests : 0;
  return { ...result, cpu };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function row(name: string, side: string, runs: Measured[], express: Measured[]) {
  const shares = runs.map((run, at) => (run.requestsPerSecond / express[at]!.requestsPerSecond) * 100);
  return [
    name,
    side,
    Math.round(median(runs.map((r) => r.requestsPerSecond))),
    `${median(shares).toFixed(1)} %`,
    shares.map((share) => share.toFixed(0)).join(' '),
    Math.round(median(runs.map((r) => r.p99))),
    Math.round(median(runs.map((r) => r.cpu))),
  ];
}
