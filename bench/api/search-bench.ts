import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer } from '../lib/child-server';
import { runLoad } from '../lib/load';
import { printTable } from '../lib/table';
import { generateCatalogue } from './generate-catalogue';
import { libraryReads, newestModuleId } from './library-reads';

const here = new URL('.', import.meta.url).pathname;

/** The library reads (learner token, 50 connections), each on its own, at 10 k and 100 k modules on SQLite, beside a plain Node http server. */
export async function benchSearch(sizes = [10_000, 100_000], seconds = 8): Promise<void> {
  const node = await baselineRow('plain node http (baseline)', 'plain-server.ts', seconds);
  const framework = await baselineRow('plain express 5 (baseline)', 'express-server.ts', seconds);
  const rows: Array<Array<string | number>> = [node, framework];
  for (const size of sizes) {
    const dataDir = mkdtempSync(join(tmpdir(), `modkit-bench-${size}-`));
    const started = Date.now();
    await generateCatalogue(dataDir, size);
    console.log(`generated ${size} modules in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const api = await startChildServer(join(here, 'serve-api.ts'), { DATA_DIR: dataDir });
    const token = String(api.ready.token);
    const headers = { Authorization: `Bearer ${token}` };
    try {
      for (const [name, path] of libraryReads(await newestModuleId(api.ready.url, token))) {
        await runLoad(api.ready.url + path, { seconds: 1, headers, connections: 10 }); // warm-up
        const r = await runLoad(api.ready.url + path, { seconds, headers });
        rows.push([name, size, r.requestsPerSecond, r.p50, r.p99, r.errors + r.non2xx]);
      }
    } finally {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  // Each row's throughput as a share of the Express baseline's (the target: reads at ≥ 25 %).
  const expressRate = Number(framework[2]);
  const withShare = rows.map((row) => [...row, `${((Number(row[2]) / expressRate) * 100).toFixed(1)} %`]);
  printTable(
    'api on SQLite — 50 connections',
    ['endpoint', 'modules', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'of express'],
    withShare,
  );
}

/** A baseline server's row: the same small JSON body, loaded like the api's reads. */
async function baselineRow(name: string, script: string, seconds: number): Promise<Array<string | number>> {
  const server = await startChildServer(join(here, script));
  try {
    await runLoad(server.ready.url, { seconds: 1, connections: 10 }); // warm-up, as the api's reads get
    const r = await runLoad(server.ready.url, { seconds });
    return [name, '-', r.requestsPerSecond, r.p50, r.p99, r.errors + r.non2xx];
  } finally {
    await server.stop();
  }
}
