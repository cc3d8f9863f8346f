import { expect, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { ACCOUNT_PASSWORD, premiumLearner } from './a11y/account-setup';
import { expectFocusOn, step, tabTo } from './a11y/focus';
import { signInByKeyboard } from './a11y/keyboard-sign-in';
import { escapeBackTo, openFromProfileMenu } from './a11y/keyboard-walk';
import { freshEmail, signUpThroughApi } from './helpers';

/**
 * A learner's account and packages by keyboard alone (issue 42): My Account's invoice and Change Package, and a
 * FREE learner choosing a package and paying in the payment window. Every key press is followed by the checks of
 * focus.ts; each dialog closes on Escape and gives the focus back to what opened it.
 */

const url = (path: string) => `${E2E_API_ORIGIN}${path}`;
const TITLE =
  '2.1.1 Keyboard, 2.1.2 No Keyboard Trap, 2.4.3 Focus Order, 2.4.7 Focus Visible, 2.4.11 Focus Not Obscured (Minimum)';

test(`${TITLE}: a learner opens an invoice and Change Package on My Account by keyboard alone`, async ({
  page,
}) => {
  const { email } = await premiumLearner(page, 'keyboard.account');
  await signInByKeyboard(page, email, '/my-library', ACCOUNT_PASSWORD);
  await openFromProfileMenu(page, 'My Account', '/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  await step('Invoice opens the PDF in a new tab and the focus stays on it', async () => {
    const invoice = await tabTo(page, /^Invoice/, { max: 40 });
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    await (await popup).close();
    await expectFocusOn(page, invoice.name, 'Invoice');
  });

  await step('Change Package opens the packages; Escape gives the focus back', async () => {
    await tabTo(page, 'Change Package', { back: true, max: 40 });
    await page.keyboard.press('Enter');
    const pricing = page.getByRole('dialog', { name: 'Choose a Package' });
    await expect(pricing).toBeVisible();
    await expectFocusOn(page, /./, 'Change Package');
    await escapeBackTo(page, pricing, 'Change Package');
    await expect(page).toHaveURL(url('/my-account'));
  });
});

test(`${TITLE}: a FREE learner chooses a package, closes the payment window, then pays in it by keyboard alone`, async ({
  page,
}) => {
  const email = freshEmail('keyboard.buyer');
  await signUpThroughApi(page.request, { email, password: ACCOUNT_PASSWORD });
  await signInByKeyboard(page, email, '/my-library', ACCOUNT_PASSWORD);

  await step('Upgrade Package opens the packages; Choose STARTER opens the order', async () => {
    await tabTo(page, 'Upgrade Package', { back: true, max: 40 });
    await page.keyboard.press('Enter');
    const pricing = page.getByRole('dialog', { name: 'Choose a Package' });
    await expect(pricing).toBeVisible();
    await tabTo(page, 'Choose STARTER', { max: 20 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/order-details\/\d+$/);
    await expect(pricing).toBeHidden();
    await expectFocusOn(page, /./, 'Choose STARTER');
  });

  const payment = page.getByRole('dialog', { name: 'Payment' });
  await step('Pay Now opens the payment window; Escape closes it and gives the focus back', async () => {
    await tabTo(page, 'Pay Now', { max: 20 });
    await page.keyboard.press('Enter');
    await expect(payment).toBeVisible();
    await escapeBackTo(page, payment, 'Pay Now');
  });

  await step(
    "the payment page's Pay, reached by Tab inside the window; the outcome takes the focus",
    async () => {
      await page.keyboard.press('Enter');
      await expect(payment).toBeVisible();
      const pay = payment.frameLocator('iframe[title="Payment page"]').getByRole('button', { name: 'Pay' });
      await expect(pay).toBeVisible();
      // The gateway's page is a frame: the focus enters it by Tab and the button inside has it.
      await expect(async () => {
        await page.keyboard.press('Tab');
        await expect(pay).toBeFocused({ timeout: 200 });
      }).toPass({ timeout: 10_000 });
      await page.keyboard.press('Enter');
      const success = page.getByRole('dialog', { name: 'Congratulations!' });
      await expect(success).toBeVisible();
      await expectFocusOn(page, /./, 'Pay');
      await tabTo(page, 'Continue', { max: 5 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url('/my-library'));
    },
  );
});
