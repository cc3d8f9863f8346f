/**
 * Lighthouse on every main screen (screens.ts) against the compiled server (`dist/server/main.js`, built by
 * `npm run build`) with its demo data: Lighthouse 12 in Debian's Chromium (collect.ts, as `lhci collect` would
 * run it), and lhci 0.14's assertions on the reports.
 *
 *   node --import tsx tests/lighthouse/run.ts [--runs N] [--assert] [--guarded] [--strict-speed]
 *
 * `--guarded`: only the screens `npm test` guards (screens.ts' `guarded`), else every screen; `--only <regex>`:
 * the screens whose name matches (e.g. `--only 'library home|module page'`). Prints a table per screen (the median of the runs: performance, LCP, TBT, CLS, accessibility, best
 * practices, SEO); with `--assert`, lhci's assertions (lighthouse-config.ts) on each screen's median run
 * decide the exit code. The server runs in the development environment because production refuses the demo
 * accounts; what the browser receives (the built app, its headers and compression) is the same.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collect } from './collect';
import { lighthouseConfig, type SpeedLevel } from './lighthouse-config';
import { type LighthouseRow, readResults } from './results';
import { lookUpIds, SCREENS } from './screens';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4390);
const origin = `http://localhost:${PORT}`;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function answers(): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Waits for our server; stops at once if it exited (its port taken, a bad setting). */
async function waitForHealth(deadline: number, exited: () => number | null): Promise<void> {
  while (Date.now() < deadline) {
    if (exited() !== null) throw new Error(`the server on port ${PORT} exited (code ${exited()})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${origin}/api/health`);
}

/** Runs the compiled server on a fresh data folder (demo seeded) while `work` runs (it gets the server's origin). */
export async function withServer<T>(work: (origin: string) => Promise<T>): Promise<T> {
  // Another run's server on the port would answer for ours, then stop mid-run when that run ends: the
  // pages it was loading fail (a console error and a missing robots.txt on the last screen).
  if (await answers())
    throw new Error(`${origin} already answers: another run holds port ${PORT} (set LIGHTHOUSE_PORT)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'modkit-lighthouse-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
  };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  // LIGHTHOUSE_SERVER (with APP_DIST_DIR): another compiled server and app, e.g. a copy of an earlier build.
  const main = process.env.LIGHTHOUSE_SERVER ?? join(root, 'packages/host-demo/dist/server/main.js');
  const server = spawn(process.execPath, [main], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exitCode: number | null = null;
  server.once('exit', (code) => {
    exitCode = code ?? -1;
  });
  try {
    await waitForHealth(Date.now() + 120_000, () => exitCode);
    return await work(origin);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const lhci = (command: string, config: string) =>
  spawnSync(join(root, 'node_modules/.bin/lhci'), [command, `--config=${config}`], {
    cwd: root,
    stdio: 'inherit',
  }).status ?? 1;

export async function runLighthouse(options: {
  runs: number;
  assert: boolean;
  guarded?: boolean;
  only?: RegExp;
  speed?: SpeedLevel;
}): Promise<{
  rows: LighthouseRow[];
  passed: boolean;
  seconds: number;
}> {
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'modkit-lhci-'));
  try {
    return await withServer(async () => {
      const ids = await lookUpIds(origin);
      const screens = SCREENS.filter(
        (s) => (!options.guarded || s.guarded) && (!options.only || options.only.test(s.name)),
      ).map((s) => ({
        ...s,
        url: `${origin}${s.path(ids)}`,
      }));
      const screensFile = join(work, 'screens.json');
      writeFileSync(screensFile, JSON.stringify(screens.map(({ url, account }) => ({ url, account }))));
      process.env.LIGHTHOUSE_SCREENS = screensFile;
      const config = join(work, 'lighthouserc.json');
      const rc = lighthouseConfig({
        urls: screens.map((s) => ({ url: s.url, public: Boolean(s.public) })),
        speed: options.speed ?? 'error',
      });
      writeFileSync(config, JSON.stringify(rc, null, 2));
      const lhrs = await collect(
        screens.map((s) => s.url),
        options.runs,
        root,
      );
      const rows = readResults(
        lhrs,
        screens.map((s) => ({ name: s.name, url: s.url })),
      );
      const passed = options.assert ? lhci('assert', config) === 0 : true;
      return { rows, passed, seconds: (Date.now() - started) / 1000 };
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const runs = Number(argument('--runs') ?? 1);
  const { rows, passed, seconds } = await runLighthouse({
    runs,
    assert: process.argv.includes('--assert'),
    guarded: process.argv.includes('--guarded'),
    only: argument('--only') === undefined ? undefined : new RegExp(argument('--only')!),
    speed: process.argv.includes('--strict-speed') ? 'error' : 'warn',
  });
  const { printRows } = await import('./results');
  printRows(rows, runs);
  console.log(
    `\nLighthouse: ${rows.length} screens × ${runs} run(s) in ${seconds.toFixed(0)} s (load average ${loadavg()[0]!.toFixed(1)})`,
  );
  process.exit(passed ? 0 : 1);
}
