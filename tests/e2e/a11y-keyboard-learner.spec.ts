import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { expectFocusOn, literally, press, step, tabTo, type } from './a11y/focus';
import { signInByKeyboard } from './a11y/keyboard-sign-in';
import { JOURNEY_PASSWORD, learnerOneStepFromCertificate } from './a11y/learner-setup';

/**
 * A learner's whole journey by keyboard alone (issue 42): sign in, open and close the header's menus, find a module, open it, go through its
 * tabs, answer its reflection question, rate it, submit a project and download the certificate the module
 * completes. Every key press is followed by the checks of focus.ts: the focus on an element (never dropped on
 * the page when a control is replaced), a ring of 3:1 or more, not hidden under the sticky header or the
 * module's progress strip. Each dialog opened from the keyboard closes on Escape and gives the focus back to
 * what opened it. The tab titles follow the screens.
 */

const url = (path: string) => `${E2E_API_ORIGIN}${path}`;

/** The module player's region of the page. */
const player = (page: Page) => page.locator('main');

test('2.1.1 Keyboard, 2.1.2 No Keyboard Trap, 2.4.3 Focus Order, 2.4.7 Focus Visible, 2.4.11 Focus Not Obscured (Minimum): a learner signs in, finds a module, goes through its tabs, answers its reflection, rates it, submits a project and downloads the certificate by keyboard alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email, collection, module } = await learnerOneStepFromCertificate(page);

  await step('sign in', async () => {
    await signInByKeyboard(page, email, '/my-library', JOURNEY_PASSWORD);
    await expect(page).toHaveTitle('My Library – modkit');
  });

  await step(
    "the header's menus: each opens by keyboard and Escape gives the focus back to its button",
    async () => {
      for (const menu of ['Profile menu', 'Notifications', 'Categories']) {
        await tabTo(page, menu, { back: true });
        await page.keyboard.press('Enter');
        await expect(page.getByRole('button', { name: menu, exact: true })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        await page.keyboard.press('Escape');
        await expect(page.getByRole('button', { name: menu, exact: true })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
        await expectFocusOn(page, menu, `Escape in ${menu}`);
      }
    },
  );

  await step("search the module from the header's box and open it", async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
    await tabTo(page, 'Search', { back: true });
    await type(page, module.name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=/);
    // The results' first link to the module: a card's title.
    await tabTo(page, new RegExp(literally(module.name)), { max: 60 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url(`/my-library/module-preview/${module.id}`));
    // The card went with the search page: the focus is on the new page's main, not dropped.
    await expectFocusOn(page, /./, 'opening the module');
    await expect(page).toHaveTitle(`${module.name} – My Library – modkit`);
  });

  await step(
    'Get Started opens the module page, its first tab focused; arrows go through the tabs',
    async () => {
      await tabTo(page, 'Get Started');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url(`/my-library/module-preview/module-page/${module.id}`));
      await expectFocusOn(page, /Get the idea/, 'Get Started');
      await press(page, 'ArrowRight');
      await expect(player(page).getByRole('tab', { name: /Mini Projects/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page).toHaveTitle(`Mini Projects – ${module.name} – My Library – modkit`);
      await press(page, 'End');
      await expect(player(page).getByRole('tab', { name: /Skill Building/ })).toBeFocused();
      await press(page, 'Home');
      await expect(player(page).getByRole('tab', { name: /Get the idea/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    },
  );

  await step(
    'answer the reflection question: the focus goes to the message, Escape back to the opener',
    async () => {
      const opener = await tabTo(page, 'Submit your Answer', { max: 80 });
      await page.keyboard.press('Enter');
      const dialog = player(page).getByRole('dialog', { name: 'Reflection Question' });
      await expect(dialog).toBeVisible();
      await tabTo(page, 'Your answer');
      await type(page, 'I will draw my street in two-point perspective.');
      await tabTo(page, 'Submit', { max: 2 });
      await page.keyboard.press('Enter');
      await expectFocusOn(page, 'Reflection Question submitted successfully.', 'Submit');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expectFocusOn(page, /Edit your answer|Submit your Answer/, `Escape (back to ${opener.name})`);
    },
  );

  await step('rate the module: the focus goes to the thanks, then Continue opens tab 2', async () => {
    await tabTo(page, 'Okay', { max: 10 });
    await press(page, 'ArrowRight');
    await expect(player(page).getByRole('radio', { name: 'Liked' })).toBeChecked();
    await tabTo(page, 'Confirm', { max: 2 });
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Thank you for your feedback!', 'Confirm');
    await tabTo(page, 'Continue', { max: 2 });
    await page.keyboard.press('Enter');
    await expectFocusOn(page, /Mini Projects/, 'Continue');
  });

  await step(
    'submit a mini project: the focus goes to the acknowledgement, Escape back to the opener',
    async () => {
      await tabTo(page, /Submit Project/, { max: 30 });
      await page.keyboard.press('Enter');
      const dialog = player(page).getByRole('dialog');
      await expect(dialog).toBeVisible();
      await tabTo(page, 'Summary');
      await type(page, 'Three boxes floating over the horizon line.');
      await tabTo(page, 'Submit', { max: 10 });
      await page.keyboard.press('Enter');
      await expectFocusOn(page, 'Your Project has been successfully submitted', 'Submit');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expectFocusOn(page, /Submit Project|Submit again/i, 'Escape');
    },
  );

  await step('Continue to tab 3, read it to its end, and download the certificate it completes', async () => {
    await tabTo(page, 'Continue', { max: 30 });
    await page.keyboard.press('Enter');
    await expectFocusOn(page, /Skill Building/, 'Continue');
    // Down to the tab's last project: its end in view completes the module, and the certificate shows.
    await tabTo(page, /Submit Project/, { max: 30 });
    await expect(player(page).getByText(`Certificate earned: ${collection.name}.`)).toBeVisible();
    const download = await tabTo(page, 'Download the certificate', { max: 10 });
    expect(download.name).toBe('Download the certificate');
  });
});
