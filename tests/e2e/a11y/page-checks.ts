/**
 * WCAG checks of one page as it stands, for any test to run where it already is (the route sweep runs them on
 * every route; the partner page on its widgets): reflow, target size, text spacing, the title and the
 * language. Each returns the findings (one line each; none when the page passes) or asserts softly, so that
 * one run lists everything a page gets wrong.
 */
import { expect, type Page } from '@playwright/test';
import { A11Y_SCRIPT, type FocusState } from './in-page';

/** The checks of `in-page/`, installed in the page when it does not have them yet. */
async function ready(page: Page) {
  if (!(await page.evaluate(() => !!window.__a11y))) await page.evaluate(A11Y_SCRIPT);
}

/** WCAG 1.4.10: what overflows sideways (nothing, when the document is no wider than the viewport). */
export async function reflowFindings(page: Page): Promise<string[]> {
  await ready(page);
  return page.evaluate(() => window.__a11y!.reflow());
}

/** WCAG 2.5.8: the targets under 24×24 CSS px that have neither the spacing nor the inline exception. */
export async function targetFindings(page: Page): Promise<string[]> {
  await ready(page);
  return page.evaluate(() => window.__a11y!.targets());
}

/**
 * WCAG 1.4.12: applies the criterion's text spacing (line height 1.5, paragraph spacing 2 em, letter spacing
 * 0.12 em, word spacing 0.16 em) to the page and its widgets, then lists the text cut off and what overflows
 * sideways. The spacing stays on the page: run it last.
 */
export async function textSpacingFindings(page: Page): Promise<string[]> {
  await ready(page);
  await page.evaluate(() => window.__a11y!.applyTextSpacing());
  return page.evaluate(() => [...window.__a11y!.clippedText(), ...window.__a11y!.reflow()]);
}

/** WCAG 1.4.11: the fields and cards whose boundary is under 3:1 against the background behind them. */
export async function boundaryFindings(page: Page): Promise<string[]> {
  await ready(page);
  return page.evaluate(() => window.__a11y!.boundaries());
}

/** Reduced motion: the animations and the transitions of moving properties on the page (none, when reduced). */
export async function motionFindings(page: Page): Promise<string[]> {
  await ready(page);
  return page.evaluate(() => window.__a11y!.motion());
}

/** The focused element as a sighted keyboard user finds it (focus.ts asserts on it). */
export async function focusState(page: Page): Promise<FocusState> {
  await ready(page);
  return page.evaluate(() => window.__a11y!.focus());
}

/**
 * WCAG 2.4.2 and 3.1.1, softly: the tab title names the screen (its h1, or `names` when the h1 is generic),
 * then the app's name, or is exactly `exact` (a title the spec fixes); `<html lang>` is `language`. Returns
 * the title, for a test to compare it with other screens'.
 */
export async function expectTitledInLanguage(
  page: Page,
  where: string,
  options: { language: string; names?: string | undefined; exact?: string | undefined },
): Promise<string> {
  const title = await page.title();
  if (options.exact) expect.soft(title, `${where}: the title`).toBe(options.exact);
  else {
    expect.soft(title, `${where}: the title ends with the app's name`).toMatch(/. – modkit$/);
    const names =
      options.names ??
      (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim().replace(/\s+/g, ' ');
    if (names) expect.soft(title, `${where}: the title names the screen`).toContain(names);
  }
  await expect
    .soft(page.locator('html'), `${where}: the page's language`)
    .toHaveAttribute('lang', options.language);
  return title;
}
