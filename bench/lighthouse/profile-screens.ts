/**
 * `npm run bench -- profile [names…]`: where a screen's main-thread time goes while it loads. Each screen
 * (tests/lighthouse/screens.ts; a part of a name picks some, default: library home, module preview, My
 * Profile) opens in Debian's Chromium as Lighthouse's phone (CPU 4× slower, slow 4G, cold cache) under a
 * Chromium performance trace, signed in as its demo account; printed: the long tasks with their time by kind
 * (script by file, style, layout, paint …), the load's totals, the style recalculations, the page's size
 * (elements, CSS rules), and the main thread's work before the largest paint (the first screen there: busy,
 * blocking beyond 50 ms a task, by kind). With `--functions` a V8 CPU profile names the functions each long task
 * and that work ran (minified names: build with `vite build --minify false` and `APP_DIST_DIR` to read them; the
 * profiler slows the page, so its figures read higher). Figures only; a loaded machine reads slower (the load
 * average is printed).
 */
import { loadavg } from 'node:os';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../tests/e2e/chromium-args';
import { withServer } from '../../tests/lighthouse/run';
import { DEMO_PASSWORD, lookUpIds, SCREENS } from '../../tests/lighthouse/screens';
import { emulateMobile, MOBILE_PROFILE } from '../embed/mobile-profile';
import { type CpuProfile, functionTimes, inclusiveTimes } from './cpu-profile-summary';
import { summarizeTrace, type TraceEvent, type TraceSummary, topKinds } from './trace-summary';

/** `--functions`: a V8 CPU profile beside the trace, to name the functions each long task ran. */
const FUNCTIONS = process.argv.includes('--functions');
const DEFAULT_SCREENS = ['library home', 'module preview', 'My Profile'];
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'v8',
].join(',');

async function signIn(page: Page, origin: string, account: string | null): Promise<void> {
  await page.goto(`${origin}/api/health`);
  await page.evaluate(() => localStorage.clear());
  if (!account) return;
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email', { exact: true }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !/^\/(login)?$/.test(url.pathname));
}

async function traced(
  cdp: CDPSession,
  work: () => Promise<void>,
): Promise<{ events: TraceEvent[]; profile: CpuProfile | null }> {
  const events: TraceEvent[] = [];
  // The sampling profiler slows the page down (its figures then read higher): only with `--functions`.
  if (FUNCTIONS) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await work();
  await cdp.send('Tracing.end');
  await complete;
  if (!FUNCTIONS) return { events, profile: null };
  const { profile } = await cdp.send('Profiler.stop');
  return { events, profile: profile as unknown as CpuProfile };
}

async function profileScreen(
  browser: Browser,
  origin: string,
  name: string,
  url: string,
  account: string | null,
) {
  const context = await browser.newContext({ viewport: MOBILE_PROFILE.viewport });
  const page = await context.newPage();
  await signIn(page, origin, account);
  await page.goto(`${origin}/api/health`);
  // The largest paint's time: the first screen is there (the main thread's work before it is what it waited on).
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      const w = window as unknown as { __lcp?: number };
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await emulateMobile(cdp);
  await cdp.send('Network.clearBrowserCache');
  const { events, profile } = await traced(cdp, async () => {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
  });
  const lcp = await page.evaluate(() => (window as unknown as { __lcp?: number }).__lcp ?? 0);
  const size = await page.evaluate(() => ({
    elements: document.querySelectorAll('*').length,
    shadowElements: [...document.querySelectorAll('*')]
      .map((e) => e.shadowRoot?.querySelectorAll('*').length ?? 0)
      .reduce((a, b) => a + b, 0),
    cssRules: [...document.styleSheets].reduce((sum, sheet) => sum + sheet.cssRules.length, 0),
  }));
  await context.close();
  const path = new URL(url).pathname;
  const navigation = events
    .filter(
      (e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').includes(path),
    )
    .sort((a, b) => a.ts - b.ts)[0];
  const navigationTs = navigation?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const summary = summarizeTrace(events, navigationTs);
  console.log(
    `\n${name} (${path}): ${size.elements} elements (+${size.shadowElements} in shadow roots), ${size.cssRules} CSS rules`,
  );
  console.log(
    `  style recalculations: ${summary.styleRecalcs}, at most ${summary.mostElementsRestyled} elements at once`,
  );
  printBeforeLargestPaint(
    summary,
    lcp,
    profile && ((from, to) => functionTimes(profile, from, to)),
    navigationTs,
  );
  console.log(`  main thread in all: ${topKinds(summary.total, 12)} (ms)`);
  if (profile)
    console.log(
      `  named functions (inclusive): ${topKinds(inclusiveTimes(profile, navigationTs, Number.POSITIVE_INFINITY), 30)} (ms)`,
    );
  for (const task of summary.longTasks) {
    console.log(
      `  long task at ${Math.round(task.startMs)} ms, ${Math.round(task.durationMs)} ms: ${topKinds(task.kinds)}`,
    );
    if (profile) {
      const from = navigationTs + task.startMs * 1000;
      const functions = functionTimes(profile, from, from + task.durationMs * 1000);
      console.log(`    functions: ${topKinds(functions, 8)}`);
    }
  }
}

type FunctionTimes = (fromTs: number, toTs: number) => Record<string, number>;

/** The main thread's work before the largest paint (the first screen there): busy, blocking, by kind and function. */
function printBeforeLargestPaint(
  summary: TraceSummary,
  lcp: number,
  functions: FunctionTimes | null,
  navigationTs: number,
) {
  const before = summary.tasks.filter((t) => t.startMs < lcp);
  const busy = before.reduce((sum, t) => sum + Math.min(t.durationMs, lcp - t.startMs), 0);
  const blocking = before.reduce((sum, t) => sum + Math.max(0, t.durationMs - 50), 0);
  const long = before.filter((t) => t.durationMs > 50).length;
  console.log(
    `  before the largest paint (${Math.round(lcp)} ms): main thread busy ${Math.round(busy)} ms, ${long} long tasks, blocking ${Math.round(blocking)} ms`,
  );
  const kinds: Record<string, number> = {};
  for (const task of before)
    for (const [kind, ms] of Object.entries(task.kinds)) kinds[kind] = (kinds[kind] ?? 0) + ms;
  console.log(`    by kind: ${topKinds(kinds, 10)}`);
  if (functions)
    console.log(`    by function: ${topKinds(functions(navigationTs, navigationTs + lcp * 1000), 16)}`);
}

export async function benchProfile(names: string[]): Promise<void> {
  const wanted = names.length ? names : DEFAULT_SCREENS;
  const screens = SCREENS.filter((s) => wanted.some((w) => s.name.toLowerCase().includes(w.toLowerCase())));
  console.log(`Main-thread profile, ${MOBILE_PROFILE.name}; load average ${loadavg()[0]!.toFixed(1)}`);
  await withServer(async (origin) => {
    const ids = await lookUpIds(origin);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    try {
      for (const screen of screens)
        await profileScreen(browser, origin, screen.name, `${origin}${screen.path(ids)}`, screen.account);
    } finally {
      await browser.close();
    }
  });
  console.log(`\nload average after: ${loadavg()[0]!.toFixed(1)}`);
}
