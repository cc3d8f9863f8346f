/**
 * The route sweep's wait for a page to settle: its h1 shown, nothing loading, fonts and images in view
 * loaded.
 */
import type { Page } from '@playwright/test';
import type { SweepRoute } from './sweep-route';

/** Anything still loading: the states' spinner, the lazy page's placeholder, a busy region. */
export const LOADING = '.mk-spinner, .page-loading, [aria-busy="true"], [part="loading"]';

/** Waits until the page shows its h1 and nothing is loading, its fonts and images included. */
export async function settle(page: Page, route: SweepRoute) {
  // Waits (not expect's polling) answer as soon as the page changes: a hundred pages add up.
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
  await page.locator(LOADING).first().waitFor({ state: 'detached' });
  await route.ready?.(page);
  await page.waitForFunction(() => {
    // A lazy image out of view (below the fold, or further along a carousel) stays unloaded.
    const outOfView = (r: DOMRect) =>
      r.top > innerHeight || r.left > innerWidth || r.bottom < 0 || r.right < 0;
    return (
      document.fonts.status === 'loaded' &&
      [...document.images].every((image) => image.complete || outOfView(image.getBoundingClientRect()))
    );
  });
}
