/**
 * The embed bench's three ways to show one module to a signed-in learner on a partner page, and the runs
 * that measure them: each run starts Chromium on a fresh profile per way (cold cache), loads the way's
 * partner page, then loads it again in the same page (warm cache), under the mobile profile
 * (mobile-profile.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { contentProbeScript, type ProbeTarget } from './content-probe';
import { countBytes, LAYOUT_SHIFT_SCRIPT, type LoadFigures, measureLoad } from './measure-load';
import { emulateMobile, MOBILE_PROFILE } from './mobile-profile';

export type WayName = 'widgets' | 'iframe' | 'h5p';
export type CacheState = 'cold' | 'warm';

/** What the runs need to know about the servers and the learner. */
export interface EmbedSetup {
  /** The partner site's origin (its pages are `/<way>.html?module=<id>`). */
  partnerUrl: string;
  /** The product's origin (the app the iframe shows). */
  appUrl: string;
  moduleId: number;
  probe: ProbeTarget;
  /** The app's session for the learner: its storage key and stored value (as the app's sign-in leaves it). */
  appSession: { key: string; value: string };
  /** Chromium's executable and command-line switches. */
  chromium: { executablePath: string; args: string[] };
}

/** Each way's figures, each cache state's loads in run order. */
export type Samples = Record<WayName, Record<CacheState, LoadFigures[]>>;

/** In the app's frame only, the learner's session as the app's sign-in would have stored it. */
function seedAppSession(session: { origin: string; key: string; value: string }): void {
  try {
    if (location.origin === session.origin && !localStorage.getItem(session.key))
      localStorage.setItem(session.key, session.value);
  } catch {
    // Storage refused: the app shows its signed-out page and the probe never fires.
  }
}

/**
 * A new Chromium profile folder that allows third-party storage, as Chrome's default profile does: the app
 * in a partner's iframe keeps its session in localStorage, which an incognito context (Playwright's
 * `newContext`) and Debian's Chromium by default refuse to a third-party frame.
 */
function freshProfile(): string {
  const profileDir = mkdtempSync(join(tmpdir(), 'modkit-embed-bench-profile-'));
  mkdirSync(join(profileDir, 'Default'));
  writeFileSync(
    join(profileDir, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
  );
  return profileDir;
}

/** Chromium on the profile in `profileDir` (empty cache), with the probe and, for the iframe, the app's session. */
async function freshContext(profileDir: string, way: WayName, setup: EmbedSetup): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profileDir, {
    ...setup.chromium,
    headless: true,
    viewport: MOBILE_PROFILE.viewport,
  });
  await context.addInitScript({ content: contentProbeScript(setup.probe) });
  await context.addInitScript({ content: LAYOUT_SHIFT_SCRIPT });
  if (way === 'iframe')
    await context.addInitScript(seedAppSession, { origin: setup.appUrl, ...setup.appSession });
  return context;
}

/** One cold load and one warm load of a way's partner page. */
async function measureWay(way: WayName, setup: EmbedSetup): Promise<Record<CacheState, LoadFigures>> {
  const profileDir = freshProfile();
  const context = await freshContext(profileDir, way, setup);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await emulateMobile(cdp);
    const counter = countBytes(cdp);
    const url = `${setup.partnerUrl}/${way}.html?module=${setup.moduleId}`;
    const cold = await measureLoad(page, url, counter);
    const warm = await measureLoad(page, url, counter);
    return { cold, warm };
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/**
 * `runs` runs of every way, the ways taking turns within a run (so that a slower minute of the machine
 * does not fall on one way only), after one unrecorded run (the servers' first requests).
 */
export async function measureWays(ways: WayName[], setup: EmbedSetup, runs: number): Promise<Samples> {
  const samples = {} as Samples;
  for (const way of ways) samples[way] = { cold: [], warm: [] };
  for (let run = -1; run < runs; run++) {
    for (const way of ways) {
      const figures = await measureWay(way, setup);
      if (run < 0) continue;
      samples[way].cold.push(figures.cold);
      samples[way].warm.push(figures.warm);
    }
  }
  return samples;
}
