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
  const plain = await startChildServer(join(here, 'plain-server.ts'));
  const baseline = await runLoad(plain.ready.url, { seconds });
  await plain.stop();
  const rows: Array<Array<string | number>> = [
    [
      'plain node http (baseline)',
      '-',
      baseline.requestsPerSecond,
      baseline.p50,
      baseline.p99,
      baseline.errors + baseline.non2xx,
    ],
  ];

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
  printTable(
    'api on SQLite — 50 connections',
    ['endpoint', 'modules', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
    rows,
  );
}
