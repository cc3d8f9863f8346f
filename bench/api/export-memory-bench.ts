import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { benchLearner, productionEnv, readyOrFailed, stopServer, watchServer } from '../lib/composed-server';
import { printTable } from '../lib/table';
import { generateCatalogue } from './generate-catalogue';

const START = new URL('../../scripts/start.mjs', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT || 4891);
const ORIGIN = `http://127.0.0.1:${PORT}`;

/**
 * A learner's data export at size: the bench learner of a small generated catalogue is given `rows`
 * notifications (about 300 characters each) and downloads their data from the composed production server
 * (`NODE_ENV=production npm start`, its heap caps included; HEAP_LIMIT_MB as the operator would set it).
 * Prints the server's peak resident memory (VmHWM) before and after the download, the time and the size.
 */
export async function benchExportMemory({ quick = false } = {}): Promise<void> {
  const rows = quick ? 100_000 : 1_000_000;
  const dataDir = mkdtempSync(join(tmpdir(), 'modkit-bench-export-'));
  try {
    await generateCatalogue(dataDir, 1000);
    const learner = await benchLearner(dataDir);
    addNotifications(dataDir, learner.id, rows);
    const server = startServer(dataDir);
    const watched = watchServer(server);
    try {
      await readyOrFailed(server, watched, ORIGIN, 'export');
      const before = peakResidentMegabytes(server.pid);
      const started = performance.now();
      const answer = await download(learner.token);
      const seconds = (performance.now() - started) / 1000;
      const alive = server.exitCode === null && (await fetch(`${ORIGIN}/api/health`).catch(() => null))?.ok;
      printTable(
        `export — a learner with ${rows} notifications (composed production server, SQLite, ${label()})`,
        ['answer', 'zip MB', 's', 'peak resident MB before', 'peak resident MB after', 'server alive'],
        [
          [
            answer.error ?? String(answer.status),
            (answer.bytes / 2 ** 20).toFixed(1),
            seconds.toFixed(1),
            before ?? '-',
            peakResidentMegabytes(server.pid) ?? '-',
            alive ? 'yes' : `no: ${fatalLine(watched.output())}`,
          ],
        ],
      );
    } finally {
      await stopServer(server, watched);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const label = () => `npm start, HEAP_LIMIT_MB=${process.env.HEAP_LIMIT_MB ?? '(default)'}`;

/** The line of the server's last words that says why it ended (V8's "heap out of memory"), or its last. */
function fatalLine(output: string): string {
  const lines = output.trim().split('\n');
  return lines.find((line) => /out of memory|FATAL/i.test(line))?.trim() ?? lines.at(-1) ?? '';
}

/** Gives the bench learner `count` notifications in one statement. */
function addNotifications(dataDir: string, userId: number, count: number): void {
  const sqlite = new SqliteDatabase(join(dataDir, 'modkit.sqlite'));
  try {
    const body = `A new module is waiting for you in your library: ${'bridges and arches, '.repeat(12)}`;
    sqlite
      .prepare(
        `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
         insert into notifications (user_id, body, is_read, created_at)
         select ?, ? || i, 0, '2026-11-27T10:00:00.000Z' from n`,
      )
      .run(count, userId, body);
  } finally {
    sqlite.close();
  }
}

function startServer(dataDir: string): ChildProcess {
  if (!existsSync(new URL('../../packages/host-demo/dist/server/main.js', import.meta.url)))
    throw new Error('export: the compiled server is missing: run `npm run build` first');
  return spawn(process.execPath, [START], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: productionEnv(
      PORT,
      dataDir,
      process.env.HEAP_LIMIT_MB ? { HEAP_LIMIT_MB: process.env.HEAP_LIMIT_MB } : {},
    ),
  });
}

/** Downloads the export, counting its bytes (never holding them). */
async function download(token: string): Promise<{ status: number; bytes: number; error?: string }> {
  let bytes = 0;
  try {
    const res = await fetch(`${ORIGIN}/api/users/export`, { headers: { Authorization: `Bearer ${token}` } });
    const reader = res.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
    return { status: res.status, bytes };
  } catch (error) {
    return { status: 0, bytes, error: `failed: ${(error as Error).cause ?? (error as Error).message}` };
  }
}

/** The most resident memory the process has had (MB, VmHWM from /proc). */
function peakResidentMegabytes(pid: number | undefined): number | undefined {
  try {
    const kilobytes = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes === undefined ? undefined : Math.round(Number(kilobytes) / 1024);
  } catch {
    return undefined;
  }
}
