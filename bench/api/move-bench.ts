import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createBackup } from '../../packages/api/src/backup/create-backup';
import { describeSqlite } from '../../packages/api/src/backup/sqlite-snapshot';
import { residentMegabytes } from '../lib/memory';
import { printTable } from '../lib/table';
import { generateCatalogue } from './generate-catalogue';
import { generateOrganisation } from './generate-organisation';

const RESTORE = new URL('../../packages/host-demo/src/cli/restore.ts', import.meta.url).pathname;
const HOST_DEMO = new URL('../../packages/host-demo/', import.meta.url).pathname;

/** One restore command's run: its time, exit, output, and its resident memory sampled every 250 ms. */
interface Run {
  seconds: number;
  code: number | null;
  output: string;
  resident: number[];
}

/** `npm run restore` (the root's command) as its own process, its memory sampled from /proc as it runs. */
function runRestore(archive: string, env: NodeJS.ProcessEnv, args: string[] = []): Promise<Run> {
  const childEnv = { ...process.env, ...env };
  for (const name of ['DATABASE_URL', 'STORAGE_URL', 'NODE_ENV']) if (!(name in env)) delete childEnv[name];
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', RESTORE, archive, ...args],
    {
      cwd: HOST_DEMO,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const resident: number[] = [];
  const sampler = setInterval(() => {
    const mb = residentMegabytes(child.pid);
    if (mb !== undefined) resident.push(mb);
  }, 250);
  let output = '';
  child.stdout.on('data', (c) => {
    output += c;
  });
  child.stderr.on('data', (c) => {
    output += c;
  });
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearInterval(sampler);
      resolve({ seconds: (performance.now() - started) / 1000, code, output, resident });
    }),
  );
}

/** The resident memory over a run: at a quarter, half, three quarters of it, and its peak. */
function memoryOver(resident: number[]): string {
  const at = (share: number) => resident[Math.min(resident.length - 1, Math.floor(resident.length * share))];
  return resident.length ? `${at(0.25)} / ${at(0.5)} / ${at(0.75)} / ${Math.max(...resident)}` : '-';
}

/** Rows of every table an archive's restore reports (the `restored` column), carried or rebuilt. */
const restoredRows = (output: string) =>
  [...output.matchAll(/^\S+\s+(\d+|-)\s+(\d+)$/gm)].reduce((n, m) => n + Number(m[2]), 0);

function row(direction: string, rows: number, run: Run): Array<string | number> {
  if (run.code !== 0) return [direction, rows, '-', '-', `failed: ${run.output.trim().split('\n').at(-1)}`];
  return [direction, rows, run.seconds.toFixed(1), Math.round(rows / run.seconds), memoryOver(run.resident)];
}

/**
 * A school moved off the embedded database and back with `npm run restore`: the generated catalogue
 * (`modules`, 100 000; 10 000 with --quick) and the dashboard bench's organisation (`learners`, 50 000 with a
 * year of activity; 5 000 with --quick) in one SQLite DATA_DIR, backed up, restored into a new schema of
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), then backed up there and restored into a new SQLite
 * DATA_DIR. Prints the rows carried a second (over the whole command, checks included) and the restore
 * process's resident memory as it ran.
 */
export async function benchMove({ quick = false } = {}): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('\nmove — skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database');
    return;
  }
  const modules = quick ? 10_000 : 100_000;
  const learners = quick ? 5_000 : 50_000;
  const work = mkdtempSync(join(tmpdir(), 'modkit-bench-move-'));
  const schema = `bench_move_${randomBytes(4).toString('hex')}`;
  const key = randomBytes(32).toString('base64url');
  try {
    const source = join(work, 'sqlite');
    const started = Date.now();
    await generateOrganisation(source, learners);
    await generateCatalogue(source, modules);
    const rows = Object.values(describeSqlite(join(source, 'modkit.sqlite')).tables).reduce(
      (a, b) => a + b,
      0,
    );
    console.log(
      `generated ${rows} rows (${modules} modules, ${learners} learners) in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    await createBackup({ dataDir: source }, join(work, 'sqlite.backup'), Buffer.from(key, 'base64url'));
    const there = await runRestore(
      join(work, 'sqlite.backup'),
      { DATA_DIR: join(work, 'keys'), DATABASE_URL: url, BACKUP_KEY: key },
      ['--schema', schema],
    );
    await createBackup(
      { dataDir: join(work, 'keys'), databaseUrl: url, pgSchema: schema },
      join(work, 'postgres.backup'),
      Buffer.from(key, 'base64url'),
    );
    const back = await runRestore(join(work, 'postgres.backup'), {
      DATA_DIR: join(work, 'back'),
      BACKUP_KEY: key,
    });
    printTable(
      `move — ${modules} modules and ${learners} learners with a year of activity (npm run restore, its own process)`,
      ['direction', 'rows', 's', 'rows/s', 'resident MB at ¼ / ½ / ¾ / peak'],
      [
        row('SQLite → PostgreSQL', restoredRows(there.output) || rows, there),
        row('PostgreSQL → SQLite', restoredRows(back.output) || rows, back),
      ],
    );
  } finally {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
    rmSync(work, { recursive: true, force: true });
  }
}
