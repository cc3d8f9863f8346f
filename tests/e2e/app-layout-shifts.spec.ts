import { expect, type Page, test } from '@playwright/test';
import { emulateMobile, MOBILE_PROFILE } from '../../bench/embed/mobile-profile';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { apiGet, signInToApp, tokenFor } from './helpers';

/**
 * Nothing on the page moves when its data arrives: on a slow phone (Lighthouse's mobile profile, cold cache)
 * Chromium's layout-shift entries while My Library and the module page load, summed as Lighthouse sums CLS
 * (shifts after input excluded), with the elements that moved.
 */

const LEARNER = 'learner@modkit.test';

interface Shift {
  value: number;
  moved: string[];
}

/** Records the page's layout shifts from its first frame (`window.__shifts`). */
function recordShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: Array<{ value: number; moved: string[] }> = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const host = node.getRootNode() instanceof ShadowRoot ? 'shadow ' : '';
      return `${host}${node.localName}.${[...node.classList].join('.')} "${(node.textContent ?? '').slice(0, 30)}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }
      >) {
        const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            moved: entry.sources.map(
              (s) =>
                `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)} at ${Math.round(entry.startTime)} ms, scrollY ${window.scrollY}`,
            ),
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Opens `path` as a phone on a cold cache, waits until its content is there and the network is quiet. */
async function shiftsWhileLoading(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await page.setViewportSize(MOBILE_PROFILE.viewport);
  await emulateMobile(cdp);
  await cdp.send('Network.clearBrowserCache');
  await page.goto(`${E2E_API_ORIGIN}${path}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  await cdp.detach();
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

test.beforeEach(async ({ page }) => {
  await signInToApp(page, LEARNER);
  await recordShifts(page);
});

test('My Library does not move while its banner and carousels load on a slow phone', async ({ page }) => {
  test.slow();
  const { total, shifts } = await shiftsWhileLoading(page, '/my-library', async (p) => {
    await expect(p.getByRole('heading', { name: 'Trending' })).toBeVisible({ timeout: 60_000 });
  });
  expect(total, JSON.stringify(shifts, null, 1)).toBe(0);
});

test('the module page does not move while its content and discussion load on a slow phone', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await tokenFor(request, LEARNER);
  const projects = await apiGet<{ results: Array<{ module: { id: number } }> }>(
    request,
    token,
    '/projects/my-projects?limit=1',
  );
  const moduleId = projects.results[0]!.module.id;
  const { total, shifts } = await shiftsWhileLoading(
    page,
    `/my-library/module-preview/module-page/${moduleId}`,
    async (p) => {
      await expect(p.getByRole('tab', { name: /Get the idea/i })).toBeVisible({ timeout: 60_000 });
      await expect(p.getByRole('heading', { name: /Discussion/i })).toBeVisible({ timeout: 60_000 });
    },
  );
  expect(total, JSON.stringify(shifts, null, 1)).toBe(0);
});

test('the Activity Log does not move while its parts load and its chart is drawn on a slow phone', async ({
  page,
}) => {
  test.slow();
  const { total, shifts } = await shiftsWhileLoading(page, '/activity-log', async (p) => {
    const chart = p.getByRole('main').getByRole('img', { name: /^Minutes of activity per day in / });
    await expect(chart.locator('canvas')).toBeVisible({ timeout: 60_000 });
  });
  expect(total, JSON.stringify(shifts, null, 1)).toBe(0);
});
