/**
 * Keyboard journeys: every key press is followed by the checks of where the focus is (WCAG 2.4.3 Focus Order:
 * on an element, never dropped to the page; 2.4.7 Focus Visible and 1.4.11: a ring of 2 CSS px or more at 3:1
 * against what is behind it, read from the computed styles; 2.4.11 Focus Not Obscured: in the viewport and
 * not entirely under another element, such as the sticky header or the module's progress strip).
 */
import { expect, type Page, test } from '@playwright/test';
import type { FocusState } from './in-page';
import { focusState } from './page-checks';

/** Checks the focus as a sighted keyboard user finds it; `after` says what was pressed. */
export async function expectFocusSeen(page: Page, after: string): Promise<FocusState> {
  const state = await focusState(page);
  expect(state.dropped, `after ${after}: the focus is on an element, not dropped on the page`).toBe(false);
  const where = `after ${after}, ${state.element}`;
  // A control shows a ring; a heading, message or main that took the focus to be read needs none.
  if (state.interactive) expect.soft(state.ring, `${where}: 2.4.7 a focus ring`).not.toBeNull();
  if (state.interactive && state.ring && state.ring.style !== 'box-shadow') {
    expect.soft(state.ring.width, `${where}: the ring's width`).toBeGreaterThanOrEqual(2);
    expect
      .soft(state.ring.contrast, `${where}: 1.4.11 the ring (${state.ring.color}) against ${state.ring.on}`)
      .toBeGreaterThanOrEqual(3);
  }
  expect
    .soft(state.covered, `${where}: 2.4.11 not hidden${state.coveredBy ? ` (under ${state.coveredBy})` : ''}`)
    .toBe(false);
  return state;
}

/** Presses `key` and checks where the focus went. */
export async function press(page: Page, key: string): Promise<FocusState> {
  await page.keyboard.press(key);
  return expectFocusSeen(page, key);
}

/** What a journey looks for: an accessible name, a pattern of it, or any test of the focused element. */
export type Wanted = string | RegExp | ((state: FocusState) => boolean);

/** Whether the focused element is the one looked for. */
const named = (state: FocusState, wanted: Wanted) =>
  typeof wanted === 'string'
    ? state.name === wanted
    : wanted instanceof RegExp
      ? wanted.test(state.name)
      : wanted(state);

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element is named `name`, checking the focus at every
 * stop; fails after `max` presses. Returns the element's state.
 */
export async function tabTo(
  page: Page,
  name: Wanted,
  options: { back?: boolean; max?: number } = {},
): Promise<FocusState> {
  const key = options.back ? 'Shift+Tab' : 'Tab';
  const max = options.max ?? 40;
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    // Past the page's last (or first) element the focus goes to the browser's own controls, then comes back
    // round: that stop is not the page's.
    if ((await focusState(page)).dropped && seen.at(-1) !== '(the browser)') {
      seen.push('(the browser)');
      continue;
    }
    const state = await expectFocusSeen(page, key);
    if (named(state, name)) return state;
    seen.push(state.name || state.element);
  }
  throw new Error(`${max} × ${key} never reached ${name}; the focus went through: ${seen.join(' | ')}`);
}

/** The focus is on the element named `name` (after a key that moved it there by itself), and seen. */
export async function expectFocusOn(page: Page, name: string | RegExp, after: string): Promise<FocusState> {
  await expect
    .poll(async () => (await focusState(page)).name, { message: `after ${after}: the focus on ${name}` })
    .toMatch(typeof name === 'string' ? new RegExp(`^${literally(name)}$`) : name);
  return expectFocusSeen(page, after);
}

/** A text as a pattern that matches it literally. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Types into the focused field. */
export async function type(page: Page, text: string) {
  await page.keyboard.type(text);
}

/** A step of a journey, in the report. */
export const step = test.step;
