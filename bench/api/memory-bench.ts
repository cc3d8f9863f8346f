import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { loadSigningKey } from '../../packages/api/src/auth/signing-key';
import { signAccessToken } from '../../packages/api/src/auth/tokens';
import { runMix } from '../lib/load';
import { residentMegabytes } from '../lib/memory';
import { printTable } from '../lib/table';
import { BENCH_LEARNER, generateCatalogue } from './generate-catalogue';
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
  // other on the same catalogue (an empty set: Node's defaults), e.g. `|--max-old-space-size=160`.
  const settings = (process.env.BENCH_NODE_OPTIONS ?? '').split('|').map((s) => s.trim());
  try {
    await generateCatalogue(dataDir, size);
    const rows: Array<Array<string | number>> = [];
    for (const options of settings) rows.push(...(await measureSetting(dataDir, options, seconds)));
    printTable(
      `memory — the composed production server on SQLite, ${size} modules (read mix: every read in turn, 50 connections, ${seconds} s a run)`,
      ['node options', 'when', 'req/s', 'resident MB', 'heap used MB', 'heap after a full GC MB'],
      rows,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Idle, then three runs of the read mix, with the server started with these Node options. */
async function measureSetting(dataDir: string, options: string, seconds: number) {
  const server = startComposed(dataDir, options);
  try {
    await waitForReady();
    const headers = { Authorization: `Bearer ${await learnerToken(dataDir)}` };
    const token = headers.Authorization.slice(7);
    const reads = [...libraryReads(await newestModuleId(`${ORIGIN}/api`, token)), ...keywordSearches()];
    const paths = reads.map(([, path]) => `/api${path}`);
    const label = options || 'defaults';
    const rows: Array<Array<string | number>> = [[label, 'idle', '-', ...(await memoryOf(server))]];
    for (let run = 1; run <= 3; run++) {
      const mix = await runMix(ORIGIN, paths, { seconds, headers });
      rows.push([label, `after run ${run}`, mix.requestsPerSecond, ...(await memoryOf(server))]);
    }
    return rows;
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
}

function startComposed(dataDir: string, options: string): ChildProcess {
  return spawn(process.execPath, ['--expose-gc', join(here, 'composed-with-gc.mjs')], {
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      ...(options ? { NODE_OPTIONS: options } : {}),
      NODE_ENV: 'production',
      PORT: String(PORT),
      PUBLIC_URL: ORIGIN,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'ops@example.org',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: METRICS_TOKEN,
      // Required settings of a production start; nothing in the read mix mails or checks a form.
      SMTP_URL: 'smtp://bench:bench@127.0.0.1:2525',
      RECAPTCHA_SECRET: 'bench-recaptcha-secret',
      RECAPTCHA_SITE_KEY: 'bench-recaptcha-site-key',
      LTI_LOGIN_KEY: 'bench-lti-login-key-of-32-characters',
    },
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

async function waitForReady(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${ORIGIN}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the composed server did not become ready in 30 s');
}

/** A token of the bench learner, signed with the key the server keeps in its data folder. */
async function learnerToken(dataDir: string): Promise<string> {
  const sqlite = new SqliteDatabase(join(dataDir, 'modkit.sqlite'), { readonly: true });
  try {
    const learner = sqlite.prepare('select id, role from users where email = ?').get(BENCH_LEARNER.email) as {
      id: number;
      role: string;
    };
    return signAccessToken(await loadSigningKey(dataDir), learner);
  } finally {
    sqlite.close();
  }
}
