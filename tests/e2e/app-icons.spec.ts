import { expect, type Locator, test } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';
import { signInAndOpen } from './shell-helpers';

/**
 * Icons draw without an emoji font (issue 24): Debian's Chromium here has none (DejaVu and Liberation
 * only), as many Linux desktops and kiosks. An icon drawn with a character such as 🗑 showed the font's
 * empty box there. Each icon button is compared, pixel for pixel, with itself emptied and with a
 * character no font has (the box a missing glyph draws): it must differ from both.
 */

/** A screenshot of the button with its content replaced by `text` (null: as the page drew it). */
async function shotWith(button: Locator, text: string | null): Promise<Buffer> {
  if (text !== null) {
    await button.evaluate((element, content) => {
      element.textContent = content;
    }, text);
  }
  return button.screenshot({ animations: 'disabled', caret: 'hide' });
}

async function expectDrawnIcon(button: Locator): Promise<void> {
  const hiddenSvgs = await button.locator('svg[aria-hidden="true"]').count();
  const drawn = await shotWith(button, null);
  const missingGlyph = await shotWith(button, '\u{10FFFD}');
  const empty = await shotWith(button, '');
  expect(drawn.equals(empty), 'the icon draws something').toBe(false);
  expect(drawn.equals(missingGlyph), "the icon is not a missing glyph's box").toBe(false);
  // An SVG hidden from assistive technology: the button's label is its name.
  expect(hiddenSvgs).toBe(1);
}

test("My Learners' remove button shows its icon in a browser without an emoji font", async ({ page }) => {
  await signInAndOpen(page, 'mentor@modkit.test', DEMO_PASSWORD, '/mentor/my-learners');
  const remove = page
    .getByRole('main')
    .getByRole('button', { name: /^Remove \S/ })
    .first();
  await expect(remove).toBeVisible();
  await page.mouse.move(0, 0);
  await expectDrawnIcon(remove);
});
