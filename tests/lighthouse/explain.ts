/**
 * Where a screen's simulated LCP goes: Lighthouse's estimate (Lantern) replays the page's requests and tasks on a
 * simulated phone (slow 4G: 150 ms round trips, ~200 kB/s shared, six connections an origin over HTTP/1.1; CPU
 * ×4). This prints, for each screen whose name matches, the LCP graph's requests in their simulated order with
 * their bytes and simulated start and end, and the tasks longer than a few milliseconds: what a screen waits for
 * and in which order. A diagnosis, not a measure (the figures are `run.ts`'s).
 *
 *   node --import tsx tests/lighthouse/explain.ts '<screen name regex>'
 *
 * It reads Lighthouse's own computed artifacts (`lighthouse/core/computed/...`), the modules its audits use.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import * as assetSaver from 'lighthouse/core/lib/asset-saver.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../e2e/chromium-args';
import { withServer } from './run';
import { lookUpIds, SCREENS } from './screens';

const require = createRequire(import.meta.url);
const loginStep: (browser: Browser, context: { url: string }) => Promise<void> = require('./login-step.cjs');

/** A node of Lantern's graph, as far as this report reads it. */
interface GraphNode {
  type: 'network' | 'cpu';
  duration?: number;
  request?: { url: string; transferSize: number };
  /** A task's trace events (a cpu node's). */
  childEvents?: Array<{
    name: string;
    dur?: number;
    args?: { data?: { url?: string; functionName?: string } };
  }>;
}

/** What a task spent its time on: its three longest kinds of trace event, with the script they ran. */
function taskContents(node: GraphNode, origin: string): string {
  const byKind = new Map<string, number>();
  for (const event of node.childEvents ?? []) {
    if (!event.dur || /^(RunTask|ThreadControllerImpl::RunTask)$/.test(event.name)) continue;
    const url = event.args?.data?.url?.replace(origin, '').replace(/^.*\/assets\//, '');
    const kind = url ? `${event.name} ${url.slice(0, 40)}` : event.name;
    byKind.set(kind, (byKind.get(kind) ?? 0) + event.dur / 1000);
  }
  return [...byKind.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
    .join(', ');
}
type Timings = Map<GraphNode, { startTime: number; endTime: number }>;

/** Tasks shorter than this (simulated ms) are left out of the report. */
const SHORT_TASK_MS = 8;

function printTimeline(origin: string, timings: Timings): void {
  const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, { startTime, endTime }] of rows) {
    if (node.type === 'cpu' && endTime - startTime < SHORT_TASK_MS) continue;
    const what =
      node.type === 'network' && node.request
        ? `${String(node.request.transferSize).padStart(7)} B  ${node.request.url.replace(origin, '').slice(0, 90)}`
        : `          task (${((node.duration ?? 0) / 1000).toFixed(1)} ms observed: ${taskContents(node, origin)})`;
    console.log(`  ${startTime.toFixed(0).padStart(5)}–${endTime.toFixed(0).padStart(5)} ms ${what}`);
  }
}

/** Gathers one load of `url` (its artifacts saved to `saved`), then prints Lantern's FCP, LCP and LCP graph on them. */
async function explainScreen(
  name: string,
  url: string,
  saved: string,
  port: number,
  origin: string,
): Promise<void> {
  await lighthouse(url, { port, logLevel: 'error', gatherMode: saved, onlyCategories: ['performance'] });
  const artifacts = await assetSaver.loadArtifacts(saved);
  const settings = { ...defaultSettings, ...artifacts.settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  const fcp = await LanternFirstContentfulPaint.request(data as never, context as never);
  const lcp = await LanternLargestContentfulPaint.request(data as never, context as never);
  console.log(
    `\n${name}: FCP ${fcp.timing.toFixed(0)} ms, LCP ${lcp.timing.toFixed(0)} ms (the mean of an optimistic ${lcp.optimisticEstimate.timeInMs.toFixed(0)} and a pessimistic ${lcp.pessimisticEstimate.timeInMs.toFixed(0)} graph); the pessimistic graph:`,
  );
  printTimeline(origin, lcp.pessimisticEstimate.nodeTimings as unknown as Timings);
  // TBT: the simulated tasks over 50 ms after the first paint (each blocks for its time over 50 ms).
  const tbt = await LanternTotalBlockingTime.request(data as never, context as never);
  console.log(`  TBT ${tbt.timing.toFixed(0)} ms; its tasks (over 50 ms simulated, after FCP):`);
  const timings = tbt.pessimisticEstimate.nodeTimings as unknown as Timings;
  for (const [node, { startTime, endTime }] of [...timings.entries()].sort(
    (a, b) => a[1].startTime - b[1].startTime,
  ))
    if (node.type === 'cpu' && endTime - startTime > 50 && endTime > fcp.timing)
      console.log(
        `  ${startTime.toFixed(0).padStart(5)}–${endTime.toFixed(0).padStart(5)} ms task (${((node.duration ?? 0) / 1000).toFixed(1)} ms observed: ${taskContents(node, origin)})`,
      );
}

const only = new RegExp(process.argv[2] ?? '.');
const folder = mkdtempSync(join(tmpdir(), 'modkit-lantern-'));
try {
  await withServer(async (origin) => {
    const ids = await lookUpIds(origin);
    const screens = SCREENS.filter((s) => only.test(s.name)).map((s) => ({
      ...s,
      url: origin + s.path(ids),
    }));
    const screensFile = join(folder, 'screens.json');
    writeFileSync(screensFile, JSON.stringify(screens.map(({ url, account }) => ({ url, account }))));
    process.env.LIGHTHOUSE_SCREENS = screensFile;
    const browser = await puppeteer.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      headless: true,
    });
    const port = Number(new URL(browser.wsEndpoint()).port);
    try {
      for (const screen of screens) {
        await loginStep(browser, { url: screen.url });
        // A recording Lighthouse cannot read (NO_NAVSTART, now and then) is taken again, as collect.ts does.
        for (let attempt = 1; ; attempt++) {
          try {
            const saved = join(folder, `${screen.name.replace(/\W+/g, '-')}-${attempt}`);
            await explainScreen(screen.name, screen.url, saved, port, origin);
            break;
          } catch (error) {
            if (attempt === 3) throw error;
          }
        }
      }
    } finally {
      await browser.close();
    }
  });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
