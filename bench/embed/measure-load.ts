/**
 * One measured page load of the embed bench: navigates, waits for the content probe's result (see
 * content-probe.ts) and for the network to go quiet, and answers the times from the top page's navigation
 * start and the bytes every frame of the page received (DevTools' `Network.loadingFinished`
 * `encodedDataLength`: headers and compressed bodies, 0 for what came from the cache).
 */
import type { CDPSession, Page } from 'playwright-core';
import type { ProbeResult } from './content-probe';

export interface LoadFigures {
  /** The module's title first rendered, ms after navigation start. */
  visibleMs: number;
  /** Its start button first rendered enabled, ms after navigation start. */
  buttonMs: number;
  /** Interactive (the button there and the main thread then quiet: content-probe.ts), ms after navigation start. */
  interactiveMs: number;
  /** Bytes received over the network by the page and its iframes. */
  bytes: number;
  /** The top page's cumulative layout shift (Chromium's layout-shift entries, as Lighthouse sums them). */
  cls: number;
}

/**
 * An init script that sums the top page's layout shifts (those not after input) into `window.__embedCls`:
 * a partner's page must not jump when the widgets (or an iframe) fill in.
 */
export const LAYOUT_SHIFT_SCRIPT = `(() => {
  if (window.top !== window) return;
  window.__embedCls = 0;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__embedCls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
})();`;

/** Sums the bytes the page's network reports; `take()` answers the sum so far and starts again. */
export function countBytes(cdp: CDPSession): { take(): number } {
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  return {
    take() {
      const taken = bytes;
      bytes = 0;
      return taken;
    },
  };
}

/** Loads `url` in `page` and measures it (the page's profile and probe are already installed). */
export async function measureLoad(
  page: Page,
  url: string,
  counter: { take(): number },
): Promise<LoadFigures> {
  counter.take();
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => (window as unknown as { __embedBench?: ProbeResult }).__embedBench,
    undefined,
    { timeout: 90_000, polling: 100 },
  );
  const result = (await handle.jsonValue()) as ProbeResult;
  const navigationStart = await page.evaluate(() => performance.timeOrigin);
  // What the page still fetches after the module is usable (images, lazy code) counts in its bytes.
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  const cls = await page.evaluate(() => (window as unknown as { __embedCls?: number }).__embedCls ?? 0);
  return {
    cls,
    visibleMs: result.visibleAt - navigationStart,
    buttonMs: result.buttonAt - navigationStart,
    interactiveMs: result.interactiveAt - navigationStart,
    bytes: counter.take(),
  };
}
