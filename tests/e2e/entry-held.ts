import { expect, type Page } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';

/** Where the app's entry chunk was let through, among the requests `requestsWithEntryHeld` answers. */
export const ENTRY_RELEASED = 'the entry chunk answered';

/**
 * Opens `path` (from a blank page, so that the page before's requests are not counted) with the app's entry
 * chunk held until `sentEnough` says the GETs so far are what the HTML alone must start (10 s at most), then
 * waits for `ready` and the network to settle: answers the GETs in order (api paths and the app's assets, the
 * origin taken off) and the POSTs as `POST <path>` (a read sent as a POST: the dashboard's figures), with
 * `ENTRY_RELEASED` where the entry was let through. A request that waited for the app's code comes after that
 * mark.
 */
export async function requestsWithEntryHeld(
  page: Page,
  path: string,
  sentEnough: (sent: string[]) => boolean,
  ready: () => Promise<void>,
): Promise<string[]> {
  await page.goto('about:blank');
  const sent: string[] = [];
  const entry = /\/assets\/index-[\w-]+\.js$/;
  await page.route(entry, async (route) => {
    await expect
      .poll(() => sentEnough(sent), { timeout: 10_000 })
      .toBe(true)
      .catch(() => {});
    sent.push(ENTRY_RELEASED);
    await route.continue();
  });
  const onRequest = (request: { method(): string; url(): string }) => {
    const url = request.url().replace(E2E_API_ORIGIN, '');
    if (request.method() === 'GET') sent.push(url);
    else if (request.method() === 'POST') sent.push(`POST ${url}`);
  };
  page.on('request', onRequest);
  await page.goto(`${E2E_API_ORIGIN}${path}`);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  await page.unroute(entry);
  return sent;
}
