import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: a plain ES module of the start script, without types.
import { heapCapFlags } from '../../scripts/heap-caps.mjs';
import { benchLearner, productionEnv, readyOrFailed, stopServer, watchServer } from '../lib/composed-server';
import { runMix } from '../lib/load';
import { residentMegabytes } from '../lib/memory';
import { printTable } from '../lib/table';
import { generateCatalogue } from './generate-catalogue';
import { keywordSearches, libraryReads, newestModuleId } from './library-reads';

const COMPOSED = new URL('../../packages/host-demo/dist/server/main.js', import.meta.url).pathname;
const here = new URL('.', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT || 4890);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/**
 * Memory of the composed server as `NODE_ENV=production npm start` runs it (the compiled api, LTI tool and
 * app in one process, no tsx) on a generated catalogue: resident MB idle, then after each of three runs of
 * the whole read mix (every read in turn on 50 connections); growth from run to run would be a leak.
 */
export async function benchMemory({ quick = false } = {}): Promise<void> {
  if (!existsSync(COMPOSED)) {
    console.log('\nmemory: skipped (the compiled server is missing: run `npm run build` first)');
    return;
  }
  const size = quick ? 10_000 : 100_000;
  const seconds = quick ? 3 : 10;
  const dataDir = mkdtempSync(join(tmpdir(), 'modkit-bench-memory-'));
  // BENCH_NODE_OPTIONS: the server's Node options; several sets separated by `|` are measured one after the
  // other on the same catalogue: `production` (unset: the heap caps `npm start` gives the production server,
  // scripts/heap-caps.mjs), `none` or an empty set (Node's defaults), or flags, e.g. `production|none`.
  const settings = (process.env.BENCH_NODE_OPTIONS ?? 'production').split('|').map((s) => s.trim());
  try {
    await generateCatalogue(dataDir, size);
    const rows: Array<Array<string | number>> = [];
    for (const options of settings) rows.push(...(await measureSetting(dataDir, options, seconds)));
    printTable(
      `memory — the composed production server on SQLite, ${size} modules (read mix: every read in turn, 50 connections, ${seconds} s a run)`,
      ['node flags', 'when', 'req/s', 'resident MB', 'heap used MB', 'heap after a full GC MB'],
      rows,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The node flags of a BENCH_NODE_OPTIONS set, and its label in the table. */
function flagsOf(setting: string): { flags: string[]; label: string } {
  if (setting === 'production') {
    const flags = heapCapFlags(undefined);
    return { flags, label: `production default: ${flags.join(' ')}` };
  }
  if (setting === 'none' || setting === '') return { flags: [], label: "Node's defaults" };
  return { flags: setting.split(/\s+/), label: setting };
}

/** Idle, then three runs of the read mix, with the server started with these Node flags. */
async function measureSetting(dataDir: string, setting: string, seconds: number) {
  const { flags, label } = flagsOf(setting);
  const server = startComposed(dataDir, flags);
  const watched = watchServer(server);
  try {
    await readyOrFailed(server, watched, ORIGIN, `memory (${label})`);
    const headers = { Authorization: `Bearer ${(await benchLearner(dataDir)).token}` };
    const token = headers.Authorization.slice(7);
    const reads = [...libraryReads(await newestModuleId(`${ORIGIN}/api`, token)), ...keywordSearches()];
    const paths = reads.map(([, path]) => `/api${path}`);
    const rows: Array<Array<string | number>> = [[label, 'idle', '-', ...(await memoryOf(server))]];
    for (let run = 1; run <= 3; run++) {
      const mix = await runMix(ORIGIN, paths, { seconds, headers });
      rows.push([label, `after run ${run}`, mix.requestsPerSecond, ...(await memoryOf(server))]);
    }
    return rows;
  } finally {
    await stopServer(server, watched);
  }
}

/** The composed server with these flags on its node command line, as the production start runs it. */
function startComposed(dataDir: string, flags: string[]): ChildProcess {
  return spawn(process.execPath, ['--expose-gc', ...flags, join(here, 'composed-with-gc.mjs')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: productionEnv(PORT, dataDir, { METRICS_TOKEN }),
  });
}

/** Resident MB, heap used MB, and heap used MB after a full garbage collection (what the server keeps). */
async function memoryOf(server: ChildProcess): Promise<Array<number | string>> {
  const resident = residentMegabytes(server.pid) ?? '-';
  const used = await heapUsedMegabytes();
  server.kill('SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 500));
  return [resident, used, await heapUsedMegabytes()];
}

/** The server's heap in use (MB) as its metrics report it (prom-client's `nodejs_heap_size_used_bytes`). */
async function heapUsedMegabytes(): Promise<number | string> {
  const res = await fetch(`${ORIGIN}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  const bytes = /^nodejs_heap_size_used_bytes (\d+(?:\.\d+)?)/m.exec(await res.text())?.[1];
  return bytes === undefined ? '-' : Math.round(Number(bytes) / 1024 / 1024);
}
