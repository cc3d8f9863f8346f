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
        : `          task (${((node.duration ?? 0) / 1000).toFixed(1)} ms observed)`;
    console.log(`  ${startTime.toFixed(0).padStart(5)}–${endTime.toFixed(0).padStart(5)} ms ${what}`);
  }
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
        const saved = join(folder, screen.name.replace(/\W+/g, '-'));
        // Gather only (the artifacts saved to `saved`), then Lantern's LCP on them.
        await lighthouse(screen.url, {
          port,
          logLevel: 'error',
          gatherMode: saved,
          onlyCategories: ['performance'],
        });
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
          `\n${screen.name}: FCP ${fcp.timing.toFixed(0)} ms, LCP ${lcp.timing.toFixed(0)} ms (the mean of an optimistic ${lcp.optimisticEstimate.timeInMs.toFixed(0)} and a pessimistic ${lcp.pessimisticEstimate.timeInMs.toFixed(0)} graph); the pessimistic graph:`,
        );
        printTimeline(origin, lcp.pessimisticEstimate.nodeTimings as unknown as Timings);
      }
    } finally {
      await browser.close();
    }
  });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
