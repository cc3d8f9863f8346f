import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApi } from '../../packages/api/src/app';
import type { CatalogueSource } from '../../packages/api/src/catalogue-import/catalogue-sources';
import { importCatalogueSources } from '../../packages/api/src/catalogue-import/import-catalogue';
import {
  GENERATED_MODULES_PER_FILE,
  generatedCatalogueFile,
  writeGeneratedCatalogue,
} from '../../packages/api/test/fixtures/generated-catalogue';
import { freePort } from '../../packages/api/test/fixtures/own-postgres';
import { printTable } from '../lib/table';

const here = new URL('.', import.meta.url).pathname;
const root = join(here, '..', '..');
const cli = join(root, 'packages', 'api', 'src', 'cli', 'import-catalogue.ts');

type Row = Array<string | number>;

/**
 * The catalogue importer and the first start on what it imported:
 *   import rate (modules/s)     `npm run import-catalogue` on generated JSON files (2 kB a module), as the
 *                               importer reports it, and the command's wall time (process start included)
 *   first start to /api/health  a development start (the demo seeded: no users yet) on that data folder,
 *                               from spawning the process to its first 200 on /api/health
 * 20 k modules with `--quick`, 100 k otherwise, plus a first start on 1 M modules (imported in-process
 * from generated files, not timed). BENCH_DATABASE_URL (postgres://…, a role that may create databases)
 * adds the import on PostgreSQL, in a database made for the run and dropped after.
 */
export async function benchImport({ quick = false } = {}): Promise<void> {
  const size = quick ? 20_000 : 100_000;
  const rows: Row[] = [];
  const work = mkdtempSync(join(tmpdir(), 'modkit-bench-import-'));
  try {
    const files = join(work, 'catalogue');
    writeGeneratedCatalogue(files, size);
    const dataDir = join(work, 'data');
    const sqlite = await runImport(files, { DATA_DIR: dataDir, DATABASE_URL: '' });
    rows.push(['import rate (modules/s)', 'SQLite', size, sqlite.rate, sqlite.wallSeconds]);
    const start = await firstStart(dataDir);
    rows.push(['first start to /api/health (s)', 'SQLite', size, start, '-']);

    const pgUrl = process.env.BENCH_DATABASE_URL;
    if (pgUrl) {
      await withDatabase(pgUrl, async (url) => {
        const r = await runImport(files, { DATA_DIR: join(work, 'pg-data'), DATABASE_URL: url });
        rows.push(['import rate (modules/s)', 'PostgreSQL', size, r.rate, r.wallSeconds]);
      });
    }
    rmSync(files, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });

    if (!quick) {
      const million = join(work, 'million');
      const started = Date.now();
      await importGenerated(million, 1_000_000);
      console.log(`imported 1 000 000 generated modules in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      const seconds = await firstStart(million);
      rows.push(['first start to /api/health (s)', 'SQLite', 1_000_000, seconds, '-']);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  printTable('catalogue import and first start', ['measure', 'engine', 'modules', 'value', 'wall s'], rows);
}

/** Runs the import command (stdout not a terminal: a line per 10 %) and reads its summary line. */
async function runImport(
  dir: string,
  env: Record<string, string>,
): Promise<{ rate: number; wallSeconds: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', cli, dir], {
    env: { ...process.env, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`import-catalogue exited with ${code}:\n${output}`);
  const rate = /\((\d+) modules\/s\)\s*$/.exec(output)?.[1];
  return { rate: Number(rate), wallSeconds: round((performance.now() - started) / 1000) };
}

/** A generated catalogue of `count` modules imported in-process into a new SQLite data folder. */
async function importGenerated(dataDir: string, count: number): Promise<void> {
  const api = await createApi({ dataDir, databaseUrl: undefined, seedDemo: false, log: () => {} });
  const sources: CatalogueSource[] = [];
  for (let index = 0, first = 0; first < count; index++, first += GENERATED_MODULES_PER_FILE) {
    const n = Math.min(GENERATED_MODULES_PER_FILE, count - first);
    sources.push({
      name: `generated ${index}`,
      weight: n,
      load: () => ({ value: generatedCatalogueFile(index, first, n), locate: () => null }),
      release() {},
    });
  }
  let shown = 0;
  await importCatalogueSources(api.ctx, sources, {
    onProgress: ({ done, total }) => {
      const tenths = Math.floor((done / total) * 10);
      if (tenths <= shown) return;
      shown = tenths;
      console.log(`  … ${shown * 10} %`);
    },
  });
  await api.close();
}

/** Seconds from spawning a development start on `dataDir` to its first 200 on /api/health. */
async function firstStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', join(here, 'serve-first-start.ts')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        BENCH_PORT: String(port),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  try {
    for (;;) {
      if (exited) throw new Error('the server exited before answering /api/health');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health`);
        if (res.ok) return round((performance.now() - started) / 1000);
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 600_000) throw new Error('no answer on /api/health in 10 min');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    if (!exited) {
      const exit = once(child, 'exit');
      child.kill('SIGTERM');
      // A server still seeding does not stop on SIGTERM before it listens.
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    }
  }
}

/** Runs `work` with the URL of a new PostgreSQL database, dropped afterwards. */
async function withDatabase(baseUrl: string, work: (url: string) => Promise<void>): Promise<void> {
  const name = `modkit_bench_import_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

const round = (seconds: number) => Math.round(seconds * 10) / 10;
