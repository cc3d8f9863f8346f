import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { exportJWK, generateKeyPair } from 'jose';
import {
  type Instance,
  killInstances,
  startInstance,
} from '../../packages/lti-tool/test/scale/spawn-instance';
import { startChildServer } from '../lib/child-server';
import { coresBusy, cpuSnapshot } from '../lib/cpu';
import { runMix } from '../lib/load';
import { BENCH_LEARNER, generateCatalogue } from './generate-catalogue';
import { libraryReads, newestModuleId } from './library-reads';
import { analyzeSchema, tableScans, withSchema } from './scale-postgres';
import { printScaleReport, type ScaleRow } from './scale-report';

const here = new URL('.', import.meta.url).pathname;
const MODULES = 10_000;
const CONNECTIONS = 50;

/**
 * Scale-out on PostgreSQL: the library read mix (every read in turn on each of 50 connections, one learner's
 * token) on a generated catalogue of 10 k modules, against
 *   (1) one server, direct
 *   (2) one server behind the balancer (the scale-out test's round-robin proxy, kept upstream connections,
 *       in its own process)
 *   (3) two servers behind the balancer
 * Both servers run in every row (the second idle in (1) and (2)); only the route of the load changes.
 * 15 s a row (3 s with `--quick`) after a warm-up. BENCH_DATABASE_URL (else TEST_DATABASE_URL) names the
 * PostgreSQL; the run makes its own schema there and drops it after.
 */
export async function benchScale({ quick = false } = {}): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    console.log(
      '\nscale: skipped (PostgreSQL only): set BENCH_DATABASE_URL=postgres://… (a role that may create schemas)',
    );
    return;
  }
  const seconds = quick ? 3 : 15;
  const warmUpSeconds = quick ? 1 : 3;
  const work = mkdtempSync(join(tmpdir(), 'modkit-bench-scale-'));
  const instances: Instance[] = [];
  try {
    await withSchema(databaseUrl, 'bench_scale', async (schema) => {
      try {
        await measureScale({ databaseUrl, schema, work, seconds, warmUpSeconds, instances });
      } finally {
        await stopInstances(instances);
      }
    });
  } finally {
    killInstances();
    rmSync(work, { recursive: true, force: true });
  }
}

async function measureScale({
  databaseUrl,
  schema,
  work,
  seconds,
  warmUpSeconds,
  instances,
}: {
  databaseUrl: string;
  schema: string;
  work: string;
  seconds: number;
  warmUpSeconds: number;
  /** The servers started, for the caller to stop whatever happens. */
  instances: Instance[];
}): Promise<void> {
  const scansBefore = await prepareDatabase(databaseUrl, schema, work);
  await startTwoInstances(databaseUrl, schema, work, instances);
  const [a, b] = instances as [Instance, Instance];
  const token = await signIn(`${a.url}/api`);
  const moduleId = await newestModuleId(`${a.url}/api`, token);
  const paths = libraryReads(moduleId).map(([, path]) => `/api${path}`);
  for (const instance of instances) await checkReads(instance.url, paths, token);
  const headers = { Authorization: `Bearer ${token}` };

  let requests = 0;
  /** Warms up, then measures the mix on `url`, with the cores each process kept busy meanwhile. */
  const measure = async (label: string, serving: string, url: string, balancerPid?: number) => {
    const warm = await runMix(url, paths, { seconds: warmUpSeconds, headers, connections: CONNECTIONS });
    const pids = { balancer: balancerPid, a: a.child.pid, b: b.child.pid };
    const before = cpuSnapshot(pids);
    const started = performance.now();
    const r = await runMix(url, paths, { seconds, headers, connections: CONNECTIONS });
    const busy = coresBusy(before, cpuSnapshot(pids), (performance.now() - started) / 1000);
    requests += warm.requests + r.requests;
    console.log(`${label}: ${r.requestsPerSecond} req/s`);
    return { ...r, label, serving, busy, served: '-' } satisfies ScaleRow;
  };
  /** Measures through a balancer (its own process) over `upstreams`; `served`: each upstream's share. */
  const behindBalancer = async (label: string, upstreams: Instance[]): Promise<ScaleRow> => {
    const report = join(work, `balancer-${upstreams.length}.json`);
    const balancer = await startChildServer(join(here, 'serve-balancer.ts'), {
      BALANCER_UPSTREAMS: upstreams.map((u) => u.url).join(','),
      BALANCER_MAX_SOCKETS: String(CONNECTIONS),
      BALANCER_REPORT: report,
    });
    let row: ScaleRow;
    try {
      row = await measure(label, upstreams.length > 1 ? 'A + B' : 'A', balancer.ready.url, balancer.pid);
    } finally {
      await balancer.stop();
    }
    const { served, failures } = JSON.parse(readFileSync(report, 'utf8')) as {
      served: Record<string, number>;
      failures: number;
    };
    const total = Object.values(served).reduce((n, c) => n + c, 0);
    const shares = upstreams.map((u) => `${Math.round(((served[u.url] ?? 0) / total) * 100)}%`);
    return { ...row, errors: row.errors + failures, served: shares.join(' / ') };
  };

  const loadBefore = loadavg()[0]!;
  const rows: [ScaleRow, ScaleRow, ScaleRow] = [
    await measure('(1) 1 instance, direct', 'A', a.url),
    await behindBalancer('(2) 1 instance, balancer', [a]),
    await behindBalancer('(3) 2 instances, balancer', [a, b]),
  ];
  const loadAfter = loadavg()[0]!;
  await stopInstances(instances);
  await delay(1_000); // the servers' connections have ended and reported their table statistics
  printScaleReport(rows, {
    title: `scale-out on PostgreSQL — the library read mix (${paths.length} reads in turn), ${MODULES} modules, ${CONNECTIONS} connections, ${seconds} s a row`,
    loadBefore,
    loadAfter,
    scans: (await tableScans(databaseUrl, schema)) - scansBefore,
    requests,
  });
}

/** The catalogue generated into `schema`, its planner statistics; answers the table scans so far. */
async function prepareDatabase(databaseUrl: string, schema: string, work: string): Promise<number> {
  const started = Date.now();
  await generateCatalogue(join(work, 'generator'), MODULES, { databaseUrl, pgSchema: schema });
  console.log(
    `generated ${MODULES} modules in PostgreSQL schema ${schema} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  // A deployed database has its planner statistics (autovacuum analyses new tables within a minute or so).
  // Without them the keyword search alone took 125 ms instead of 17 (one connection), and the mix 17 req/s.
  await analyzeSchema(databaseUrl, schema);
  await delay(1_000); // the generator's connections have ended and reported their table statistics
  return tableScans(databaseUrl, schema);
}

/** Servers A and B of one deployment, pushed onto `instances`: they share the database, the token key, the LTI secret. */
async function startTwoInstances(databaseUrl: string, schema: string, work: string, instances: Instance[]) {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const shared: NodeJS.ProcessEnv = {
    INSTANCE_DATABASE_URL: databaseUrl,
    INSTANCE_PG_SCHEMA: schema,
    INSTANCE_PUBLIC_URL: 'http://127.0.0.1', // links only: no read of the mix uses it
    JWT_PRIVATE_JWK: JSON.stringify({ ...(await exportJWK(privateKey)), alg: 'ES256', kid: 'bench-key' }),
    LTI_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
  };
  for (const name of ['a', 'b']) {
    const dataDir = join(work, name);
    mkdirSync(dataDir);
    instances.push(await startInstance({ ...shared, INSTANCE_DATA_DIR: dataDir }));
  }
}

async function signIn(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(BENCH_LEARNER),
  });
  const body = (await res.json()) as { meta?: { token?: string } };
  if (!res.ok || !body.meta?.token) throw new Error(`the bench learner could not sign in (${res.status})`);
  return body.meta.token;
}

/** Every read of the mix answers 200 on this server (a mix of 401s or 404s would measure nothing). */
async function checkReads(url: string, paths: string[], token: string): Promise<void> {
  for (const path of paths) {
    const res = await fetch(url + path, { headers: { Authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status} on ${url}`);
  }
}

/** SIGTERM to the servers still running, and their exit (SIGKILL after 10 s). */
async function stopInstances(instances: Instance[]): Promise<void> {
  const running = instances.filter((i) => i.child.exitCode === null && i.child.signalCode === null);
  for (const instance of running) instance.child.kill('SIGTERM');
  await Promise.race([Promise.all(running.map((i) => i.exited)), delay(10_000)]);
  killInstances();
}
