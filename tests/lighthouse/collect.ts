/**
 * Lighthouse's runs of the screens, as `lhci collect` makes them, in one process: one Debian Chromium for
 * every screen, the login step before each screen (as lhci's `puppeteerScript`), then Lighthouse through its
 * Node API on that browser's port, each run's report written where `lhci assert` reads it
 * (`.lighthouseci/lhr-<number>.json`). lhci collect starts a new Node process for every run (Lighthouse's
 * CLI, which loads Lighthouse again) and renders an HTML report of each: `npm test`'s six screens took 72 s
 * that way, 47–50 s this way. A run that fails is tried again, at most three attempts, as lhci does.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../e2e/chromium-args';

const require = createRequire(import.meta.url);
/** lhci's puppeteer script: signs the screen's account in (or out) before the screen's runs. */
const loginStep: (browser: Browser, context: { url: string }) => Promise<void> = require('./login-step.cjs');

/** What each run measures: the default mobile profile (formFactor mobile, simulated slow 4G, CPU ×4). */
const LIGHTHOUSE_SETTINGS = {
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
};

/** Attempts at one run before the step fails (lhci's `runUntilSuccess`: three). */
const ATTEMPTS = 3;

/** The folder `lhci assert` reads (the working directory's `.lighthouseci`), emptied of earlier reports. */
function emptyReportsFolder(root: string): string {
  const folder = join(root, '.lighthouseci');
  mkdirSync(folder, { recursive: true });
  for (const file of readdirSync(folder)) if (/^lhr-\d+\.(json|html)$/.test(file)) rmSync(join(folder, file));
  return folder;
}

/**
 * One run's report; a run that fails (it throws, gives no report or reports a runtime error) is tried again,
 * as lhci does.
 */
async function measure(url: string, port: number): Promise<Result> {
  const failures: string[] = [];
  while (failures.length < ATTEMPTS) {
    try {
      const result = await lighthouse(url, {
        port,
        logLevel: 'error',
        output: 'json',
        ...LIGHTHOUSE_SETTINGS,
      });
      if (result && !result.lhr.runtimeError) return result.lhr;
      failures.push(result?.lhr.runtimeError?.message ?? 'no report');
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  throw new Error(`Lighthouse on ${url} failed ${ATTEMPTS} times: ${failures.join('; ')}`);
}

/**
 * Runs Lighthouse `runs` times on each URL (the login step first, which `LIGHTHOUSE_SCREENS` informs); returns
 * the reports (LHR objects) and leaves them in `<root>/.lighthouseci` for `lhci assert`, after the earlier
 * reports there (`keep`: more runs of screens already measured) or in place of them.
 */
export async function collect(
  urls: string[],
  runs: number,
  root: string,
  options: { keep?: boolean } = {},
): Promise<Result[]> {
  const folder = options.keep ? join(root, '.lighthouseci') : emptyReportsFolder(root);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
    pipe: false,
  });
  const port = Number(new URL(browser.wsEndpoint()).port);
  const reports: Result[] = [];
  let sequence = Date.now();
  try {
    for (const url of urls) {
      await loginStep(browser, { url });
      for (let run = 0; run < runs; run++) {
        const lhr = await measure(url, port);
        writeFileSync(join(folder, `lhr-${sequence++}.json`), JSON.stringify(lhr));
        reports.push(lhr);
      }
    }
  } finally {
    await browser.close();
  }
  return reports;
}
