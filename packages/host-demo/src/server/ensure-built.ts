import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Runs a workspace's build when its output is missing or older than any of its sources, so that
 * `npm ci && npm start` works on a fresh clone and after a change (the build runs once, then is reused).
 */
export function ensureBuilt(input: {
  label: string;
  workspace: string;
  /** The workspace's script that makes the output (`build`). */
  script?: string;
  output: string;
  sources: string[];
  root: string;
}) {
  // Production never builds on start: what `npm run build` made is served, or the start stops here.
  if (process.env.NODE_ENV === 'production') {
    if (!existsSync(input.output)) throw new Error(`${input.label}: not built (run \`npm run build\` first)`);
    return;
  }
  const stale = () =>
    !existsSync(input.output) || Math.max(...input.sources.map(newestMtime)) > statSync(input.output).mtimeMs;
  if (!stale()) return;
  // One build at a time across processes (two test files, or two servers, starting on a stale build would
  // each empty the other's output folder): the first takes the lock, the others wait and find it fresh.
  // (The lock lives outside the output's folder, which the build may empty.)
  const lock = join(
    tmpdir(),
    `modkit-building-${createHash('sha256').update(input.output).digest('hex').slice(0, 16)}`,
  );
  takeLock(lock);
  try {
    if (!stale()) return;
    console.log(`Building ${input.label} (once: until its sources change)…`);
    const building = Date.now();
    // The build's own lines (its tools' progress, sizes and timings) are kept, and shown only if it fails.
    const run = spawnSync('npm', ['run', input.script ?? 'build', '-w', input.workspace], {
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      cwd: input.root,
      // A production build also when a test runner starts the server (vitest sets NODE_ENV=test, which
      // would make Vite bundle React's development build).
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (run.status !== 0 || !existsSync(input.output)) {
      process.stderr.write(
        `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? `${run.error.message}\n` : ''}`,
      );
      throw new Error(`${input.label} could not be built (its build's output is above)`);
    }
    console.log(`Built ${input.label} in ${Math.round((Date.now() - building) / 1000)} s`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Takes a lock folder (mkdir is atomic), waiting while another process holds it; one left over 10 min is broken. */
function takeLock(lock: string): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 600_000)
        rmSync(lock, { recursive: true, force: true });
      Atomics.wait(pause, 0, 0, 200);
    }
  }
}
