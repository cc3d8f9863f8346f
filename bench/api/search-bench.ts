import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer } from '../lib/child-server';
import { runLoad } from '../lib/load';
import { printTable } from '../lib/table';
import { generateCatalogue } from './generate-catalogue';

const here = new URL('.', import.meta.url).pathname;

/** The endpoints measured at each catalogue size (learner token, 50 connections). */
const ENDPOINTS: Array<[string, string]> = [
  [
    'search: newest page 1',
    '/modules/search?search_type=CUSTOM&status=PUBLISH&page=1&limit=12&order_by=DESC&order_by_type=publish_at',
  ],
  [
    'search: keyword',
    '/modules/search?search_type=CUSTOM&status=PUBLISH&page=1&limit=40&order_by=DESC&order_by_type=publish_at&keyword=climate',
  ],
  [
    'search: category + page 5',
    '/modules/search?search_type=CUSTOM&status=PUBLISH&page=5&limit=12&order_by=DESC&order_by_type=publish_at&category_id=3',
  ],
  ['recommendations', '/recommendation-engine'],
  ['trending', '/trending-modules'],
  ['collections', '/collections?search_type=CUSTOM&status=ACTIVE&page=1&limit=100&order_by=DESC'],
];

/** Module search and library endpoints at 10 k and 100 k modules on SQLite, beside a plain Node http server. */
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
    const headers = { Authorization: `Bearer ${String(api.ready.token)}` };
    try {
      for (const [name, path] of ENDPOINTS) {
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
