import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { press } from './a11y/focus';
import { boundaryFindings, reflowFindings, targetFindings, textSpacingFindings } from './a11y/page-checks';
import { openPartner, partnerPageWithCircuits, setAttributes, tokenFor } from './helpers';

/**
 * The widgets on a partner's page (issue 42): the checks the route sweep runs on the app's screens, here on
 * every widget as a partner embeds them — targets of 24×24 CSS px or spaced (2.5.8), nothing sideways at
 * 320×256 (1.4.10), the mentors' fields standing out at 3:1 (1.4.11), nothing cut off with the text spacing of 1.4.12, and a keyboard walk through them
 * (2.4.3, 2.4.7, 2.4.11: focus.ts's checks at every stop). The embed demo is a partner page of ours; the
 * hostile partner page's own CSS is not ours, so there only what is inside the widgets counts.
 */

const WIDE = { width: 1280, height: 800 };
const REFLOW = { width: 320, height: 256 };

/** The findings inside the widgets (their lines name the widget's element first). */
const ours = (lines: string[]) => lines.filter((line) => /^modkit-[a-z-]+ › /.test(line));

/** The widgets among `selector` whose content is wider than their box (the page around them aside). */
function overflowing(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluateAll((hosts) =>
      hosts.filter((host) => host.scrollWidth > host.clientWidth + 1).map((host) => host.id),
    );
}

/** Tabs through `stops` elements from the top of the page, checking the focus at each. */
async function walk(page: Page, stops: number) {
  await page.locator('body').focus();
  for (let i = 0; i < stops; i++) await press(page, 'Tab');
}

test('1.4.10 Reflow, 2.5.8 Target Size (Minimum), 2.4.7 Focus Visible, 2.4.11 Focus Not Obscured (Minimum): the learner widgets on a partner page (the embed demo) at 1280 and 320×256 px, by keyboard', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await page.goto(`${E2E_API_ORIGIN}/embed-demo`);
  const player = page.locator('modkit-module-player');
  await expect(player.getByRole('button', { name: /^(Get Started|Continue|Completed)$/ })).toBeVisible();
  await expect(page.locator('modkit-library-carousel').first().locator('.mk-card').first()).toBeVisible();
  await expect(page.locator('modkit-discussion').getByRole('heading', { name: /Discussion/ })).toBeVisible();

  expect(await targetFindings(page), '1280 px: targets').toEqual([]);
  await walk(page, 30);
  await page.setViewportSize(REFLOW);
  expect(await reflowFindings(page), '320×256: reflow').toEqual([]);
  expect(await targetFindings(page), '320×256: targets').toEqual([]);
});

test("1.4.10 Reflow, 1.4.12 Text Spacing, 2.5.8 Target Size (Minimum): the module player's module page on a partner page, at 1280 and 320×256 px", async ({
  page,
  request,
}) => {
  const { token, moduleId } = await partnerPageWithCircuits(page, request);
  await setAttributes(page, '#player', { token, 'module-id': String(moduleId) });
  const player = page.locator('#player');
  await player.getByRole('button', { name: /^(Get Started|Continue|Completed)$/ }).click();
  await expect(player.getByRole('tablist')).toBeVisible();
  expect(ours(await targetFindings(page)), 'the module page: targets').toEqual([]);
  await page.setViewportSize(REFLOW);
  expect(ours(await targetFindings(page)), 'the module page at 320×256: targets').toEqual([]);
  expect(await overflowing(page, '#player'), 'the module page at 320×256: wider than its box').toEqual([]);
  await page.setViewportSize(WIDE);
  expect(ours(await textSpacingFindings(page)), 'the module page: text spacing').toEqual([]);
});

test('1.4.10 Reflow, 1.4.11 Non-text Contrast, 2.5.8 Target Size (Minimum): the mentor and super mentor widgets on a partner page, at 1280 and 320×256 px', async ({
  page,
  request,
}) => {
  await openPartner(page);
  await setAttributes(page, '#learners', { token: await tokenFor(request, 'mentor@modkit.test') });
  await setAttributes(page, '#dashboard', { token: await tokenFor(request, 'supermentor@modkit.test') });
  await expect(page.locator('#learners').getByRole('heading', { name: 'My Learners' })).toBeVisible();
  await expect(page.locator('#dashboard canvas').first()).toBeVisible();
  expect(ours(await targetFindings(page)), '1280 px: targets').toEqual([]);
  expect(ours(await boundaryFindings(page)), '1280 px: fields and cards').toEqual([]);
  await page.setViewportSize(REFLOW);
  expect(ours(await targetFindings(page)), '320×256: targets').toEqual([]);
  expect(await overflowing(page, '#learners, #dashboard'), '320×256: widgets wider than their box').toEqual(
    [],
  );
});
