import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { ACCOUNT_PASSWORD, learnerWithProjects, premiumLearner } from './a11y/account-setup';
import { expectFocusOn, press, step, tabTo, type } from './a11y/focus';
import { signInByKeyboard } from './a11y/keyboard-sign-in';
import { escapeBackTo, openFromProfileMenu, openFromSidebar, tabToElement } from './a11y/keyboard-walk';
import { freshEmail } from './helpers';

/**
 * A learner's own screens by keyboard alone (issue 42), beyond the main journey: the interests chosen after
 * signing up, My Profile's form and dialogs, the projects list's filters and a project's conversation, and
 * scheduling a mentor session (My Account and the packages: a11y-keyboard-commerce.spec.ts). Every key press is followed by the checks of focus.ts (the
 * focus on an element, never dropped on the page when a control is replaced; a ring of 3:1 or more; not
 * hidden under the sticky header); each dialog opened from the keyboard closes on Escape and gives the focus
 * back to what opened it.
 */

const url = (path: string) => `${E2E_API_ORIGIN}${path}`;
const main = (page: Page) => page.getByRole('main');
const TITLE =
  '2.1.1 Keyboard, 2.1.2 No Keyboard Trap, 2.4.3 Focus Order, 2.4.7 Focus Visible, 2.4.11 Focus Not Obscured (Minimum)';

/** A topic of the interests' grid (a toggle button), not yet chosen when `off`. */
const topic = (off: boolean) => (s: { element: string; kind: string }) =>
  /^button\.topic(\.|\s|$)/.test(s.element) && (!off || !s.element.includes('topic--on'));

test(`${TITLE}: a visitor signs up, chooses interests (and takes one off) and completes the profile step by keyboard alone`, async ({
  page,
}) => {
  test.setTimeout(90_000);
  await step('sign up', async () => {
    await page.goto(url('/signup'));
    await tabTo(page, 'First Name');
    await type(page, 'Kai');
    await tabTo(page, 'Last Name', { max: 2 });
    await type(page, 'Keys');
    await tabTo(page, 'Email', { max: 3 });
    await type(page, freshEmail('keyboard.signup'));
    await tabTo(page, 'Password', { max: 6 });
    await type(page, ACCOUNT_PASSWORD);
    await tabTo(page, 'Where did you hear about us?', { max: 6 });
    await press(page, 'ArrowDown');
    await tabTo(page, 'I agree to the terms and conditions', { max: 6 });
    await press(page, 'Space');
    await expect(page.getByLabel('I agree to the terms and conditions')).toBeChecked();
    await tabTo(page, 'Sign Up', { max: 6 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url('/choose-your-interest'));
    // The signup's page went with its Sign Up: the new page's main (named by its heading) has the focus.
    await expectFocusOn(page, 'Choose your interests', 'Sign Up');
  });

  const progress = page.getByRole('progressbar', { name: 'Interests chosen' });
  await step('six topics by Space, one taken off again by its chip', async () => {
    await expect(page.locator('.topics button').first()).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await tabTo(page, topic(true), { max: 30 });
      await press(page, 'Space');
    }
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await tabTo(page, /^Remove /, { back: true, max: 40 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Chosen topics' }).getByRole('button')).toHaveCount(5);
    // The chip taken off went: the focus is on the chip now in its place.
    await expectFocusOn(page, /^Remove /, 'Enter on a chip');
  });

  await step(
    'Continue: the profile step; I am here as by the arrow keys; Save opens My Library',
    async () => {
      await tabTo(page, 'Continue', { max: 60 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url('/tell-us-more-about-you'));
      await expectFocusOn(page, 'Tell us more about you', 'Continue');
      await tabTo(page, (s) => s.kind === 'radio', { max: 30 });
      await press(page, 'ArrowRight');
      await tabTo(page, 'Save', { max: 30 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url('/my-library'));
      await expectFocusOn(page, /./, 'Save');
    },
  );
});

test(`${TITLE}, 3.3.1 Error Identification: a learner edits My Profile, changes the password, downloads their data and opens Delete my account by keyboard alone`, async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { email } = await premiumLearner(page, 'keyboard.profile');
  await signInByKeyboard(page, email, '/my-library', ACCOUNT_PASSWORD);
  await openFromProfileMenu(page, 'Profile', '/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const phone = main(page).getByLabel('Phone number');

  await step('a refused save: the dialog, then the focus on the wrong field', async () => {
    await tabTo(page, 'Country code', { max: 40 });
    await type(page, 'India');
    await tabTo(page, 'Phone number', { max: 2 });
    await type(page, '12345');
    await tabTo(page, 'Save', { max: 80 });
    await page.keyboard.press('Enter');
    const invalid = page.getByRole('alertdialog', { name: 'Validation Error Occured' });
    await expect(invalid).toBeVisible();
    await expectFocusOn(page, 'OK', 'Save');
    await page.keyboard.press('Enter');
    await expect(invalid).toBeHidden();
    await expectFocusOn(page, 'Phone number', 'OK');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  });

  await step('a topic added and taken off, a university added by Enter and taken off', async () => {
    await tabTo(page, 'Search topics', { max: 40 });
    // A keyword typed, then Tab to a topic of the list still shown: when the search's answer replaces that list,
    // the focus goes back to the search field, not down to the page with the topic.
    const nothing = page.waitForResponse((answer) =>
      /\/categories\/sub-categories\?.*keyword=zzq\b/.test(answer.url()),
    );
    await type(page, 'zzq');
    await tabTo(page, (s) => s.element.startsWith('button.topic-chip'), { max: 3 });
    await nothing;
    await expectFocusOn(page, 'Search topics', 'the topics found replaced by none');
    await page.keyboard.press('ControlOrMeta+A');
    // The topics found for 'a' replace every topic's list after the search delay: the chip pressed is one of them.
    const searched = page.waitForResponse((answer) =>
      /\/categories\/sub-categories\?.*keyword=a\b/.test(answer.url()),
    );
    await type(page, 'a');
    await searched;
    const found = main(page).getByRole('list', { name: 'Topics found' });
    await expect(found).not.toHaveAttribute('aria-busy', 'true');
    await expect(found.getByRole('button').first()).toBeVisible();
    await tabTo(page, (s) => s.element.startsWith('button.topic-chip'), { max: 10 });
    await press(page, 'Space');
    await expect(main(page).getByRole('list', { name: 'Your topics' }).getByRole('button')).toHaveCount(1);
    await tabTo(page, /^Remove /, { back: true, max: 40 });
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('list', { name: 'Your topics' })).toHaveCount(0);
    // No chip left: the focus is on the search that adds them.
    await expectFocusOn(page, 'Search topics', 'Enter on the last chip');
    await tabTo(page, 'Aspired universities', { max: 60 });
    await type(page, 'MIT');
    await press(page, 'Enter');
    await tabTo(page, 'Remove MIT', { max: 5 });
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('button', { name: 'Remove MIT' })).toHaveCount(0);
    await expectFocusOn(page, 'Aspired universities', 'Enter on the last university');
  });

  await step('Change Password: Escape gives the focus back; changed, OK gives it back too', async () => {
    await tabTo(page, 'Change Password', { back: true, max: 80 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toBeVisible();
    await escapeBackTo(page, dialog, 'Change Password');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Old Password', { max: 5 });
    await type(page, ACCOUNT_PASSWORD);
    await tabTo(page, 'New Password', { max: 3 });
    await type(page, 'Keyboard-pass-3');
    await tabTo(page, 'Confirm Password', { max: 3 });
    await type(page, 'Keyboard-pass-3');
    await tabTo(page, 'Change Password', { max: 3 });
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Your password has been changed!', 'Change Password');
    await tabTo(page, 'OK', { max: 3 });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectFocusOn(page, 'Change Password', 'OK');
  });

  await step('Download my data keeps the focus; Delete my account opens and Escape closes', async () => {
    await tabTo(page, 'Download my data', { max: 80 });
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    await download;
    await expect(main(page).getByRole('status').filter({ hasText: 'Your data is downloaded' })).toBeVisible();
    await expectFocusOn(page, /./, 'Download my data');
    await tabTo(page, 'Delete my account', { max: 5 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await expect(dialog).toBeVisible();
    await escapeBackTo(page, dialog, 'Delete my account');
  });

  await step('a saved profile: the Success dialog, its OK by keyboard', async () => {
    await tabTo(page, 'Country code', { back: true, max: 80 });
    await type(page, 'UAE');
    await expect(phone).toHaveValue('');
    await tabTo(page, 'Phone number', { max: 2 });
    await type(page, '501234567');
    await tabTo(page, 'Save', { max: 80 });
    await page.keyboard.press('Enter');
    const success = page.getByRole('alertdialog', { name: 'Success' });
    await expectFocusOn(page, 'OK', 'Save');
    await page.keyboard.press('Enter');
    await expect(success).toBeHidden();
    await expect(phone).toHaveValue('501234567');
  });
});

test(`${TITLE}: a learner filters the projects list, opens a project and writes and edits a comment by keyboard alone`, async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { email, projects } = await learnerWithProjects(page);
  const [first, second] = projects as [string, string];
  await signInByKeyboard(page, email, '/my-library', ACCOUNT_PASSWORD);
  await openFromSidebar(page, 'Projects', '/projects', { back: true });
  const table = main(page).getByRole('table', { name: 'Submitted projects' });
  await expect(table.getByRole('row')).toHaveCount(3);

  await step(
    'Month, set by the arrow keys, shows a month without projects; Backspace clears it; the focus stays',
    async () => {
      await tabTo(page, 'Month', { max: 30 });
      // Chromium's month field takes no typed month: its arrows set it. Right goes to the year, Up gives
      // this year (Down, last year); Left goes back to the month, Down steps it to last month.
      const now = new Date();
      const before = new Date(now.getFullYear(), now.getMonth() - 1, 1);
      const target = `${before.getFullYear()}-${String(before.getMonth() + 1).padStart(2, '0')}`;
      const month = main(page).getByLabel('Month');
      await press(page, 'ArrowRight');
      await press(page, 'ArrowUp');
      if (before.getFullYear() !== now.getFullYear()) await press(page, 'ArrowDown');
      await press(page, 'ArrowLeft');
      for (let i = 0; i < 13 && (await month.inputValue()) !== target; i++) await press(page, 'ArrowDown');
      await expect(month).toHaveValue(target);
      await expect(main(page).getByText('No projects Found')).toBeVisible();
      await press(page, 'Backspace');
      await expect(table.getByRole('row')).toHaveCount(3);
      await expectFocusOn(page, 'Month', 'Backspace');
    },
  );

  await step('Sort by, by the arrow keys, keeps the focus', async () => {
    await tabTo(page, 'Sort by', { max: 5 });
    await press(page, 'ArrowDown');
    await expect(page).toHaveURL(url('/projects?sort=Oldest'));
    await expect(table.getByRole('row').nth(1)).toContainText(first);
    await expectFocusOn(page, 'Sort by', 'ArrowDown');
  });

  await step('a keyword, applied by Enter, keeps the focus', async () => {
    await tabTo(page, 'Search', { max: 3 });
    await type(page, second);
    await press(page, 'Enter');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expectFocusOn(page, 'Search', 'Enter');
  });

  await step(
    'View opens the project; a comment sent, the box keeps the focus; edited by keyboard',
    async () => {
      await tabTo(page, `View ${second}`, { max: 20 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/projects\/project-details\/\d+$/);
      await expectFocusOn(page, /./, `View ${second}`);
      await tabTo(page, 'Add a comment', { max: 40 });
      await type(page, 'Could you look at my second attempt?');
      await tabTo(page, 'Send', { max: 2 });
      await page.keyboard.press('Enter');
      const conversation = page.getByRole('list', { name: 'Conversation' });
      await expect(
        conversation.getByText('Could you look at my second attempt?', { exact: true }),
      ).toBeVisible();
      await expectFocusOn(page, 'Add a comment', 'Send');
      await tabTo(page, 'Edit comment', { back: true, max: 10 });
      await page.keyboard.press('Enter');
      expect((await expectFocusOn(page, 'Edit comment', 'Edit')).kind).toBe('textarea');
      await type(page, ' Thanks!');
      await tabTo(page, 'Update', { max: 2 });
      await page.keyboard.press('Enter');
      await expect(
        conversation.getByText('Could you look at my second attempt? Thanks!', { exact: true }),
      ).toBeVisible();
      expect((await expectFocusOn(page, 'Edit comment', 'Update')).kind).toBe('button');
    },
  );
});

test(`${TITLE}: a learner schedules a mentor session and cancels it by keyboard alone`, async ({ page }) => {
  await signInByKeyboard(page, 'learner@modkit.test', '/my-library');
  await openFromSidebar(page, 'My Mentors', '/mentor-sessions', { back: true });
  const today = new Date();
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 12);
  const two = (n: number) => String(n).padStart(2, '0');
  const dmy = `${two(day.getDate())}-${two(day.getMonth() + 1)}-${day.getFullYear()}`;
  // The demo learner keeps the sessions of earlier runs: this run's is told apart by its note.
  const note = `Keyboard questions ${Date.now().toString(36)}.`;

  await step('Schedule a Session: Escape gives the focus back; the date typed, the time chosen', async () => {
    await tabTo(page, 'Schedule a Session', { max: 40 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Schedule a Session' });
    await expect(dialog).toBeVisible();
    await escapeBackTo(page, dialog, 'Schedule a Session');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Date', { max: 5 });
    // Chromium's date field in the en-US order, its parts filled in turn as digits are typed.
    await type(page, `${two(day.getMonth() + 1)}${two(day.getDate())}${day.getFullYear()}`);
    await expect(dialog.getByText(`Chosen date: ${dmy}`)).toBeVisible();
    await tabTo(page, 'Time', { max: 5 });
    await type(page, '10:30');
    await expect(dialog.getByLabel('Time')).toHaveValue('10:30');
    await tabTo(page, 'Notes (optional)', { max: 5 });
    await type(page, note);
    await tabTo(page, 'Schedule', { max: 5 });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'Session scheduled successfully.' }),
    ).toBeVisible();
    await expectFocusOn(page, /./, 'Schedule');
  });

  await step('its Cancel session, confirmed by keyboard: the focus is not dropped', async () => {
    const card = main(page)
      .getByRole('region', { name: 'My Sessions' })
      .getByRole('listitem')
      .filter({ hasText: `${dmy} 10:30` })
      .filter({ hasText: note });
    await tabToElement(page, card.getByRole('button', { name: 'Cancel session' }), { max: 80 });
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Cancel session' });
    await expect(confirm).toBeVisible();
    await escapeBackTo(page, confirm, 'Cancel session');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Yes', { max: 3 });
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Session cancelled successfully.' }),
    ).toBeVisible();
    await expect(card).toContainText('Session Cancelled');
    // Its Cancel went with the session: the focus is on the card, which now says it is cancelled.
    await expectFocusOn(page, /Session Cancelled/, 'Yes');
  });
});
