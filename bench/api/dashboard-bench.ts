import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startChildServer } from '../lib/child-server';
import { printTable } from '../lib/table';
import { generateOrganisation } from './generate-organisation';

const here = new URL('.', import.meta.url).pathname;

/**
 * The super-mentor dashboard for organisations of 5 000 and 50 000 learners with a year of activity (5 000
 * only with --quick): cold (each request new filters, so nothing is cached) and warm (the same filters on 50
 * connections).
 */
export async function benchDashboard({ sizes = [5000, 50_000], seconds = 8 } = {}): Promise<void> {
  const rows: Array<Array<string | number>> = [];
  for (const learners of sizes) rows.push(...(await measureOrganisation(learners, seconds)));
  printTable(
    'super-mentor dashboard — SQLite',
    ['learners', 'load', 'requests', 'p50 ms', 'p99 ms', 'req/s'],
    rows,
  );
}

async function measureOrganisation(
  learners: number,
  seconds: number,
): Promise<Array<Array<string | number>>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'modkit-bench-org-'));
  const started = Date.now();
  await generateOrganisation(dataDir, learners);
  console.log(
    `generated an organisation of ${learners} learners with a year of activity in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const api = await startChildServer(join(here, 'serve-org.ts'), { DATA_DIR: dataDir });
  const headers = { Authorization: `Bearer ${String(api.ready.token)}`, 'Content-Type': 'application/json' };
  const rows: Array<Array<string | number>> = [];
  try {
    const month = new Date().getUTCMonth() + 1;
    // Cold: every request a different filter set (nothing cached), one connection.
    const cold: number[] = [];
    for (const grade of ['8th', '9th', '10th', '11th', '12th', '']) {
      const t = performance.now();
      await fetch(`${api.ready.url}/users/supermentor-dashboard`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ month, grade }),
      });
      cold.push(performance.now() - t);
    }
    cold.sort((a, b) => a - b);
    rows.push([
      learners,
      'cold (new filters), 1 connection',
      cold.length,
      Math.round(cold[Math.floor(cold.length / 2)]!),
      Math.round(cold.at(-1)!),
      '-',
    ]);
    const warm = await autocannon({
      url: `${api.ready.url}/users/supermentor-dashboard`,
      method: 'POST',
      headers,
      body: JSON.stringify({ month }),
      connections: 50,
      duration: seconds,
    });
    rows.push([
      learners,
      'same filters, 50 connections',
      warm.requests.total,
      warm.latency.p50,
      warm.latency.p99,
      Math.round(warm.requests.average),
    ]);
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
