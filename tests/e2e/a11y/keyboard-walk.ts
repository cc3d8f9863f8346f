/**
 * Steps the keyboard journeys share (focus.ts checks each key press): opening a page from the sidebar or the
 * profile menu, reaching one given element by Tab, and closing a dialog by Escape with the focus given back.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../../playwright.config';
import { expectFocusOn, expectFocusSeen, tabTo } from './focus';

const url = (path: string) => `${E2E_API_ORIGIN}${path}`;

/**
 * Opens a sidebar item by keyboard (forward from where the focus is, or back with `back`: from a page whose
 * main comes first); the focus stays on the item.
 */
export async function openFromSidebar(
  page: Page,
  item: string,
  path: string,
  options: { back?: boolean } = {},
) {
  await tabTo(page, item, { max: 60, ...options });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url(path));
  await expectFocusOn(page, item, `Enter on ${item}`);
  await expect(page).toHaveTitle(new RegExp(`^${item}`));
}

/** Opens an item of the header's profile menu by keyboard; the new page's focus is on an element. */
export async function openFromProfileMenu(page: Page, item: string, path: string) {
  await tabTo(page, 'Profile menu', { back: true, max: 60 });
  await page.keyboard.press('Enter');
  await tabTo(page, item, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url(path));
  await expectFocusOn(page, /./, `Enter on ${item}`);
}

/** Whether `target` (inside shadow roots too) has the focus. */
const focused = (target: Locator) =>
  target.evaluate((el) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === el;
  });

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus (for a control whose name others share:
 * one card's "Cancel session"), checking the focus at every stop.
 */
export async function tabToElement(
  page: Page,
  target: Locator,
  options: { back?: boolean; max?: number } = {},
) {
  const key = options.back ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < (options.max ?? 40); i++) {
    await page.keyboard.press(key);
    await expectFocusSeen(page, key);
    if (await focused(target)) return;
  }
  throw new Error(`${options.max ?? 40} × ${key} never reached ${target}`);
}

/** Escape closes `dialog` and gives the focus back to the control named `opener` that opened it. */
export async function escapeBackTo(page: Page, dialog: Locator, opener: string | RegExp) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, opener, 'Escape');
}
