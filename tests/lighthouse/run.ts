/**
 * Lighthouse on every main screen (screens.ts) against the compiled server (`dist/server/main.js`, built by
 * `npm run build`) with its demo data: Lighthouse 12 in Debian's Chromium (collect.ts, as `lhci collect` would
 * run it), and lhci 0.14's assertions on the reports.
 *
 *   node --import tsx tests/lighthouse/run.ts [--runs N] [--assert] [--strict-speed] [--confirm N] [--only <regex>]
 *
 * Every screen, or with `--only <regex>` the screens whose name matches (e.g. `--only 'library home|module page'`).
 * Prints a table per screen (the median of its runs: performance, LCP, TBT, CLS, accessibility, best practices,
 * SEO); with `--assert`, lhci's assertions (lighthouse-config.ts) on each screen's medians decide the exit code.
 * `--confirm N`: a screen that fails them is measured N times more and judged on the medians of all its runs
 * (`npm test`: one run a screen, four more for one that misses). The server runs in the development environment because production refuses the demo
 * accounts; what the browser receives (the built app, its headers and compression) is the same.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** The URLs of the screens whose medians failed an assertion (lhci's `assertion-results.json`). */
function failedUrls(): string[] {
  const results = JSON.parse(
    readFileSync(join(root, '.lighthouseci', 'assertion-results.json'), 'utf8'),
  ) as Array<{
    url: string;
    passed: boolean;
    level: string;
  }>;
  return [...new Set(results.filter((r) => !r.passed && r.level === 'error').map((r) => r.url))];
}

const lhci = (command: string, config: string) =>
  spawnSync(join(root, 'node_modules/.bin/lhci'), [command, `--config=${config}`], {
    cwd: root,
    stdio: 'inherit',
  }).status ?? 1;

export async function runLighthouse(options: {
  runs: number;
  assert: boolean;
  only?: RegExp;
  speed?: SpeedLevel;
  /**
   * Runs that judge a screen whose first run failed (`runs` 1): it is measured this many times more and
   * judged on the medians of all its runs (a single run's LCP moves by ±0.1 s between runs of the same page).
   * A screen that passes on its first run costs one run.
   */
  confirmRuns?: number;
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
      const screens = SCREENS.filter((s) => !options.only || options.only.test(s.name)).map((s) => ({
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
      let passed = options.assert ? lhci('assert', config) === 0 : true;
      if (!passed && options.confirmRuns) {
        const again = failedUrls();
        console.log(
          `\n${again.length} screen(s) missed a target on their first run: ${options.confirmRuns} more run(s) each, judged on the medians of all its runs.`,
        );
        lhrs.push(...(await collect(again, options.confirmRuns, root, { keep: true })));
        passed = lhci('assert', config) === 0;
      }
      const rows = readResults(
        lhrs,
        screens.map((s) => ({ name: s.name, url: s.url })),
      );
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
    only: argument('--only') === undefined ? undefined : new RegExp(argument('--only')!),
    speed: process.argv.includes('--strict-speed') ? 'error' : 'warn',
    confirmRuns: argument('--confirm') === undefined ? undefined : Number(argument('--confirm')),
  });
  const { printRows } = await import('./results');
  printRows(rows, runs);
  console.log(
    `\nLighthouse: ${rows.length} screens × ${runs} run(s) in ${seconds.toFixed(0)} s (load average ${loadavg()[0]!.toFixed(1)})`,
  );
  process.exit(passed ? 0 : 1);
}
