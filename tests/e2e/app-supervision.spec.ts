import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { apiGet, axeViolations, DEMO_PASSWORD, expectAccessibleAndNarrow, tokenFor } from './helpers';
import { SUPER_MENTOR, signInAndOpen, url } from './shell-helpers';

/**
 * The mentor's and the super mentor's screens (issue 12, part 2 §3–§7) on the demo data: a learner's details
 * reached from My Learners, a reflection answer, the learner's submitted project and its conversation, the
 * mentor's sessions (schedule, cancel), My Mentees (search, remove) and a mentee's details down to one of
 * their learners. Each page passes axe and fits 360 px.
 */

const MENTOR = 'mentor@modkit.test';
const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const two = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
const dmy = (d: Date) => `${two(d.getDate())}-${two(d.getMonth() + 1)}-${d.getFullYear()}`;

test('a mentor opens a learner from My Learners, reads a reflection answer and answers on the project', async ({
  page,
}) => {
  await signInAndOpen(page, MENTOR, DEMO_PASSWORD, '/mentor/my-learners');
  const maya = main(page).getByRole('listitem').filter({ hasText: 'Maya Thompson' });
  // The PREMIUM learner's package is unlimited: no "-1/3".
  await expect(maya).toContainText('Unlimited modules');
  await maya.getByRole('button', { name: 'Maya Thompson', exact: true }).click();
  await expect(page).toHaveURL(/\/mentor\/view-details\/\d+$/);
  await expect(h1(page, 'Maya Thompson')).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'My Learners' })).toHaveAttribute(
    'href',
    '/mentor/my-learners',
  );
  await expect(main(page).getByRole('button', { name: 'Assign a Module' })).toBeVisible();

  const modules = main(page).getByRole('region', { name: 'Modules' });
  await expect(modules.getByRole('row')).toHaveCount(6); // the header and 5 a page
  await modules.getByLabel('Filter').selectOption('Assigned');
  await expect(modules.getByRole('row').nth(1)).toContainText('Assigned');
  await modules.getByLabel('Filter').selectOption('Select Filter');
  // A module of the first page that the learner answered: its question and the learner's words.
  const learnerId = Number(page.url().split('/').pop());
  const token = await tokenFor(page.request, MENTOR);
  const firstPage = await apiGet<{
    results: Array<{
      module: { name: string; reflection_question: string };
      reflection_question_answer: string | null;
    }>;
  }>(page.request, token, `/users/learners/${learnerId}/modules?page=1&limit=5`);
  const answered = firstPage.results.find((r) => r.reflection_question_answer);
  if (!answered) throw new Error('the demo learner has no answered module on the first page');
  await modules.getByRole('button', { name: `Click to view (${answered.module.name})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reflection Question' });
  await expect(dialog).toContainText(answered.module.reflection_question);
  await expect(dialog.getByRole('heading', { name: 'Answer' })).toBeVisible();
  await expect(dialog).toContainText(answered.reflection_question_answer!);
  expect(await axeViolations(page, ['[role=dialog]'])).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(main(page).getByRole('region', { name: 'Interests' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Career Recommendation' })).toBeVisible();
  await expectAccessibleAndNarrow(page);

  // The submitted project, read as the mentor, and a comment added to its conversation.
  const projects = main(page).getByRole('region', { name: 'Projects' });
  await projects.getByRole('link', { name: /^View/ }).first().click();
  await expect(page).toHaveURL(/\/mentor\/\d+\/project-details\/\d+$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Maya Thompson');
  const conversation = main(page).getByRole('list', { name: 'Conversation' });
  await expect(conversation).toContainText('Good start, Maya.');
  const comment = `Well done on the write-up ${Date.now()}`;
  await main(page).getByLabel('Add a comment').fill(comment);
  await main(page).getByRole('button', { name: 'Send' }).click();
  await expect(conversation).toContainText(comment);
  await expectAccessibleAndNarrow(page);
  await page.reload();
  await expect(main(page).getByRole('list', { name: 'Conversation' })).toContainText(comment);
});

test("a mentor's sessions: the learner's page link goes to their own screen, they schedule and cancel one", async ({
  page,
}) => {
  await signInAndOpen(page, MENTOR, DEMO_PASSWORD, '/mentor-sessions');
  await expect(page).toHaveURL(url('/mentor/mentor-sessions'));
  await expect(h1(page, 'Mentor Sessions')).toBeVisible();
  const sessions = main(page).getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByText('Session Ended').first()).toBeVisible();
  await expect(sessions.getByText('Session Cancelled').first()).toBeVisible();
  await expectAccessibleAndNarrow(page);

  await main(page).getByRole('button', { name: 'Schedule a Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Session' });
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog.getByText('Date is Required')).toBeVisible();
  // A mentor picks a learner (not a mentor) and no module.
  await expect(dialog.getByLabel('Module (optional)')).toHaveCount(0);
  await dialog.getByLabel('Learner').selectOption({ label: 'Ava Patel' });
  const day = new Date();
  day.setDate(day.getDate() + 12);
  await dialog.getByLabel('Date').fill(ymd(day));
  await dialog.getByLabel('Time').selectOption('11:45');
  const note = `Plan the science fair entry ${Date.now()}.`;
  await dialog.getByLabel('Notes (optional)').fill(note);
  expect(await axeViolations(page, ['[role=dialog]'])).toEqual([]);
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Session scheduled successfully.' })).toBeVisible();
  const card = sessions.getByRole('listitem').filter({ hasText: note });
  await expect(card).toContainText(`${dmy(day)} 11:45`);
  await expect(card).toContainText('Ava Patel');
  await card.getByRole('button', { name: 'Cancel session' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel session' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Session cancelled successfully.' })).toBeVisible();
  await expect(card).toContainText('Session Cancelled');
});

test('a super mentor finds a mentee, follows them to a learner, and removes another mentee', async ({
  page,
}) => {
  await signInAndOpen(page, SUPER_MENTOR, DEMO_PASSWORD, '/super-mentor/my-learners');
  // The super mentor's own invited learners.
  await expect(main(page).getByRole('button', { name: 'Priya Shah', exact: true })).toBeVisible();

  await page.goto(url('/super-mentor/my-child-mentors'));
  await expect(h1(page, 'My Mentees')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Daniel Reyes' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Samuel Adeyemi' })).toBeVisible();
  await expectAccessibleAndNarrow(page);
  await main(page).getByRole('searchbox', { name: 'Search by mentee name' }).fill('Dan');
  await expect(main(page).getByRole('link', { name: 'Samuel Adeyemi' })).toHaveCount(0);
  await main(page).getByRole('link', { name: 'Daniel Reyes' }).click();

  await expect(page).toHaveURL(/\/super-mentor\/view-mentee-details\/\d+$/);
  const menteeId = page.url().split('/').pop();
  await expect(h1(page, 'Daniel Reyes')).toBeVisible();
  const activity = main(page).getByRole('region', { name: 'Activity' });
  const month = activity.getByLabel('Month');
  const now = new Date();
  await expect(month).toHaveValue(`${now.getFullYear()}-${two(now.getMonth() + 1)}`);
  await expect(month).toHaveAttribute('max', `${now.getFullYear()}-${two(now.getMonth() + 1)}`);
  const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const previousLabel = previous.toLocaleString('en', { month: 'long', year: 'numeric' });
  await month.fill(`${previous.getFullYear()}-${two(previous.getMonth() + 1)}`);
  await expect(activity.getByRole('img', { name: new RegExp(previousLabel) })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Assigned Learners Stats' })).toBeVisible();
  await expectAccessibleAndNarrow(page);

  const learners = main(page).getByRole('region', { name: 'Assigned Learners' });
  await learners.getByRole('link', { name: 'Maya Thompson' }).click();
  await expect(page).toHaveURL(new RegExp(`/mentor/view-details/\\d+\\?mentorId=${menteeId}$`));
  await expect(h1(page, 'Maya Thompson')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My Mentees' }),
  ).toBeVisible();
  // Looking through a mentee: read only.
  await expect(main(page).getByRole('button', { name: 'Assign a Module' })).toHaveCount(0);
  await expect(main(page).getByRole('region', { name: 'Modules' }).getByRole('row').nth(1)).toBeVisible();
  // The learner's submitted project, read through the mentee too.
  await main(page)
    .getByRole('region', { name: 'Projects' })
    .getByRole('link', { name: /^View/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/mentor/\\d+/project-details/\\d+\\?mentorId=${menteeId}$`));
  await expect(main(page).getByRole('list', { name: 'Conversation' })).toContainText('Good start, Maya.');

  // Samuel's activity last month: the chart's figures are also a table, for those who cannot see it (WCAG 1.1.1).
  await page.goto(url('/super-mentor/my-child-mentors'));
  await main(page).getByRole('link', { name: 'Samuel Adeyemi' }).click();
  const his = main(page).getByRole('region', { name: 'Activity' });
  await his.getByLabel('Month').fill(`${previous.getFullYear()}-${two(previous.getMonth() + 1)}`);
  await expect(his.getByRole('img', { name: new RegExp(previousLabel) })).toBeVisible();
  const figures = his.getByRole('table', { name: new RegExp(`^Minutes per day in ${previousLabel}$`) });
  await expect(figures.getByRole('row').nth(1)).toBeAttached();

  await page.goto(url('/super-mentor/my-child-mentors'));
  await main(page).getByRole('button', { name: 'Remove Samuel Adeyemi' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this mentee' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mentee removed successfully.' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Samuel Adeyemi' })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Daniel Reyes' })).toBeVisible();
  expect(page.url()).toBe(`${E2E_API_ORIGIN}/super-mentor/my-child-mentors`);
});
