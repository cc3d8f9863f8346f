/**
 * The route sweep's screenshot comparison: what is masked, the sweep's CSS and the clip of a page compared in
 * part.
 */
import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { main } from './sweep-page';
import type { Role, ScreenSize, SweepRoute } from './sweep-route';

/** Dates, times and relative times: the demo data is dated from the day the server seeded it. */
const DATES =
  /\d{1,2}-\d{1,2}-\d{4}|\d{4}-\d{2}-\d{2}|\bago\b|\bdays? left\b|(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/;

/**
 * What changes on every signed-in page: the points badge, the notification dot, the year in the footer,
 * any date in `main` and the month pickers (this month).
 */
const signedInMasks = (page: Page) => [
  page.locator('.mk-points'),
  page.locator('.notifications-menu__dot'),
  page.locator('.sidebar__footer'),
  main(page).getByText(DATES),
  main(page).locator('input[type=month]'),
];
/**
 * The screenshots' own CSS (it reaches into the widgets' shadow roots): a card's progress tag (Ongoing,
 * Completed) is the learner's progress, which other tests change, and it changes the card's height.
 */
const SWEEP_CSS = '.mk-card__status { display: none !important; }\n';

/** The top of the page down to the bottom of `until` and a little more. */
async function clipDownTo(page: Page, until: string, size: ScreenSize) {
  const box = await page.locator(until).first().boundingBox();
  if (!box) throw new Error(`${until} is not on the page`);
  return { x: 0, y: 0, width: size.width, height: Math.min(size.height, Math.ceil(box.y + box.height + 16)) };
}

/**
 * Compares the page with its screenshot `{role}-{route}-{width}.png` (in the spec's `__screenshots__`
 * folder), with what changes between runs masked, the fixed lists as tall as the screen and the route's CSS.
 */
export async function expectScreenshot(
  page: Page,
  role: Role,
  route: SweepRoute,
  size: ScreenSize,
  suffix = '',
) {
  const name = `${role}-${route.name}-${size.width}${suffix}`;
  const stylePath = test.info().outputPath(`${name}.css`);
  const fixed = (route.fixed ?? []).map(
    (s) => `${s} { height: 100vh !important; overflow: hidden !important; }`,
  );
  writeFileSync(stylePath, [SWEEP_CSS, ...fixed].join('\n'));
  // The route's own CSS is for the screenshot only: removed after it (the sweep's other checks follow).
  const css = route.css ? await page.addStyleTag({ content: route.css }) : null;
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
    fullPage: false,
    animations: 'disabled',
    maxDiffPixelRatio: 0.02,
    stylePath,
    mask: [
      ...(role === 'visitor' ? [] : signedInMasks(page)),
      ...(route.masks ?? []).map((selector) => page.locator(selector)),
    ],
    clip: route.compareDownTo ? await clipDownTo(page, route.compareDownTo, size) : undefined,
  });
  await css?.evaluate((style) => (style as Element).remove());
}
