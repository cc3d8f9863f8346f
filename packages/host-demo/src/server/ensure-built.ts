import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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
  const stale =
    !existsSync(input.output) || Math.max(...input.sources.map(newestMtime)) > statSync(input.output).mtimeMs;
  if (!stale) return;
  console.log(`Building ${input.label}…`);
  const run = spawnSync('npm', ['run', input.script ?? 'build', '-w', input.workspace], {
    stdio: 'inherit',
    cwd: input.root,
    // A production build also when a test runner starts the server (vitest sets NODE_ENV=test, which
    // would make Vite bundle React's development build).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0 || !existsSync(input.output)) throw new Error(`${input.label} could not be built`);
}
