import { type APIRequestContext, expect, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import {
  API,
  apiGet,
  axeViolations,
  documentWidth,
  expectAccessibleAndNarrow,
  freshLearnerInApp,
  premiumLearnerThroughApi,
  signInToApp,
} from './helpers';

/**
 * The standalone app's projects, locked pages and My Mentors against the real server: the FREE learner on the
 * locked pages, a fresh learner upgraded to PREMIUM through the test order flow who submits, finds, discusses
 * and edits a project, and the demo learner who schedules and cancels a session with the mentor.
 */

const PASSWORD = 'Projects-pass-1';
const FREE = 'free@modkit.test';
const LEARNER = 'learner@modkit.test';

interface ProjectRow {
  id: number;
  name: string;
  type: 'MINI_PROJECT' | 'SKILL_BUILDING_PROJECT';
  usersprojects?: Array<{ id: number; status: string }>;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A fresh PREMIUM learner: its address and token. */
async function premiumLearner(request: APIRequestContext, tag: string) {
  const { email, token } = await premiumLearnerThroughApi(request, tag, {
    password: PASSWORD,
    firstName: 'Pia',
    lastName: 'Projects',
  });
  return { email, token };
}

/** Published catalogue modules (the XSS probes left out), with their projects. */
async function catalogueModules(request: APIRequestContext, token: string, count: number) {
  const found = await apiGet<{ results: Array<{ id: number; name: string }> }>(
    request,
    token,
    '/modules/search?search_type=CUSTOM&status=PUBLISH&page=1&limit=40',
  );
  return found.results.filter((m) => !m.name.includes('XSS')).slice(0, count);
}

async function projectsOf(request: APIRequestContext, token: string, moduleId: number) {
  return (await apiGet<{ results: ProjectRow[] }>(request, token, `/modules/${moduleId}/projects`)).results;
}

const previousMonth = () => {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
const two = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
const dmy = (d: Date) => `${two(d.getDate())}-${two(d.getMonth() + 1)}-${d.getFullYear()}`;

test('the FREE learner meets the locked pages with their upgrade cards and Unlock Now', async ({ page }) => {
  await signInToApp(page, FREE);
  const pages = [
    { path: '/project-locked', title: 'Projects', packages: ['PREMIUM', 'ELITE'] },
    { path: '/mentor-sessions-locked', title: 'My Mentors', packages: ['STARTER', 'PREMIUM', 'ELITE'] },
    { path: '/activity-log-locked', title: 'Activity Log', packages: ['PREMIUM', 'ELITE'] },
  ];
  for (const locked of pages) {
    await page.goto(`${E2E_API_ORIGIN}${locked.path}`);
    await expect(page.getByRole('heading', { level: 1, name: locked.title })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(locked.packages.length);
    for (const [i, name] of locked.packages.entries()) {
      await expect(cards.nth(i).getByRole('heading', { level: 2 })).toHaveText(name);
      await expect(cards.nth(i).getByRole('button', { name: 'Unlock Now' })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'FREE' })).toHaveCount(0);
    await expectAccessibleAndNarrow(page, ['main'], () => expect(cards.first()).toBeVisible());
  }
  await page.goto(`${E2E_API_ORIGIN}/project-locked`);
  await expect(
    page.getByText('Upgrade to Premium to submit your project and get quality feedback from our mentor.'),
  ).toBeVisible();
  const premium = page.getByRole('main').getByRole('article').first();
  await expect(premium).toContainText('Module access');
  await expect(premium).toContainText('$24.99/quarterly');
  // Unlock Now opens the pricing modal at the package that opens projects (never STARTER, which does not).
  await page.getByRole('button', { name: 'Unlock Now' }).first().click();
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/project-locked?upgrade=projects`);
  const pricing = page.getByRole('dialog', { name: 'Choose a Package' });
  await expect(pricing.getByText('Project submission comes with PREMIUM and ELITE.')).toBeVisible();
  await expect(pricing.getByRole('link', { name: 'Choose PREMIUM' })).toBeFocused();
  await expect(pricing.getByRole('columnheader', { name: /PREMIUM/ })).toContainText('Recommended');
  await expect(pricing.getByRole('columnheader', { name: /STARTER/ })).not.toContainText('Recommended');
  await page.keyboard.press('Escape');

  // The sidebar sends the FREE learner to the locked page, and so do the project pages themselves.
  await page.goto(`${E2E_API_ORIGIN}/my-library`);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Projects/ })
    .click();
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/project-locked`);
  for (const path of ['/projects', '/projects/new-project']) {
    await page.goto(`${E2E_API_ORIGIN}${path}`);
    await expect(page).toHaveURL(`${E2E_API_ORIGIN}/project-locked`);
    await expect(page.getByRole('button', { name: 'Unlock Now' }).first()).toBeVisible();
  }
  await page.goto(`${E2E_API_ORIGIN}/mentor-sessions`);
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/mentor-sessions-locked`);
});

test('a PREMIUM learner submits a project with a file, finds it, discusses it and edits it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { email, token } = await premiumLearner(request, 'projects');
  const modules = await catalogueModules(request, token, 7);
  const assigned = await request.post(`${API}/modules/assign`, {
    headers: auth(token),
    data: { modules: modules.map((m) => m.id) },
  });
  expect(assigned.ok()).toBe(true);
  // Twelve earlier submissions through the api (six modules, two projects each): the list has two pages.
  let submitted = 0;
  for (const m of modules.slice(0, 6)) {
    for (const project of (await projectsOf(request, token, m.id)).slice(0, 2)) {
      const response = await request.post(`${API}/projects/${project.usersprojects![0]!.id}/submit`, {
        headers: auth(token),
        multipart: { description: `Earlier work on ${project.name}` },
      });
      expect(response.ok()).toBe(true);
      submitted++;
    }
  }
  const target = modules[6]!;
  const [project] = await projectsOf(request, token, target.id);
  const points = project!.type === 'SKILL_BUILDING_PROJECT' ? 200 : 100;
  const typeLabel = project!.type === 'SKILL_BUILDING_PROJECT' ? 'Skill Building Project' : 'Mini Project';

  await signInToApp(page, email, PASSWORD);
  await page.goto(`${E2E_API_ORIGIN}/projects`);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await page.getByRole('link', { name: 'Submit a Project' }).click();
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/projects/new-project`);
  await expect(page.getByRole('heading', { level: 1, name: 'New Project' })).toBeVisible();

  // An empty submit: the page's validation texts beside the fields.
  await page.getByRole('button', { name: 'Submit Project' }).click();
  await expect(page.getByText('Summary required. Please fill this field to continue.')).toBeVisible();
  await expect(page.getByText('Project is Required')).toBeVisible();
  await expect(page.getByLabel('Project', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessibleAndNarrow(page, ['main'], () => expect(page.getByLabel('Summary')).toBeVisible());

  // The module's projects load once a module is chosen; changing the module clears the project.
  const moduleSelect = page.getByLabel('Module', { exact: true });
  await moduleSelect.selectOption({ label: target.name });
  const projectSelect = page.getByLabel('Project', { exact: true });
  await expect(projectSelect.locator('option', { hasText: project!.name })).toHaveCount(1);
  await projectSelect.selectOption({ label: `${project!.name} (${typeLabel})` });
  await moduleSelect.selectOption({ label: modules[0]!.name });
  await expect(projectSelect).toHaveValue('');
  await moduleSelect.selectOption({ label: target.name });
  await projectSelect.selectOption({ label: `${project!.name} (${typeLabel})` });

  await page.getByLabel('Summary').fill('  I built it twice and compared the results.  ');
  await page.getByLabel('Link').fill('https://example.org/my-project');
  await page.getByLabel('File 1').setInputFiles({
    name: 'findings.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('What I found.'),
  });
  await page.getByRole('button', { name: 'Add another file' }).click();
  await expect(page.getByLabel('File 2')).toBeVisible();
  await page.getByRole('button', { name: 'Remove file 2' }).click();
  await page.getByRole('button', { name: 'Submit Project' }).click();

  // Back on the list: the success notice, the new project first (newest), two pages of ten.
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/projects`);
  await expect(page.getByRole('status').filter({ hasText: 'Project submitted successfully.' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'findings.txt file uploaded successfully' }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Submitted projects' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText(project!.name);
  await expect(firstRow).toContainText(target.name);
  await expect(firstRow).toContainText(typeLabel);
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByText(`Page 1 of 2`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/projects?page=2`);
  await expect(table.getByRole('row')).toHaveCount(submitted + 1 - 10 + 1);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();

  // Filters: Oldest first, the keyword, a month without projects.
  await page.getByLabel('Sort by').selectOption('Oldest');
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/projects?sort=Oldest`);
  await expect(table.getByRole('row').nth(1)).toContainText(modules[0]!.name);
  const search = page.getByRole('main').getByLabel('Search', { exact: true });
  await search.fill(project!.name);
  await expect(page).toHaveURL(/[?&]keyword=/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await search.fill('');
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/projects?sort=Oldest`);
  await expect(page.getByLabel('Month')).toHaveAttribute('max', /^\d{4}-\d{2}$/);
  await page.getByLabel('Month').fill(previousMonth());
  await expect(page.getByText('No projects Found')).toBeVisible();
  await page.getByLabel('Month').fill('');
  await expect(table).toBeVisible();
  await expectAccessibleAndNarrow(page, ['main'], () =>
    expect(table.getByRole('cell', { name: modules[0]!.name }).first()).toBeVisible(),
  );

  // Details: names, the points message, the summary (trimmed), the file and link in new tabs.
  await search.fill(project!.name);
  await page.getByRole('link', { name: `View ${project!.name}` }).click();
  await expect(page).toHaveURL(/\/projects\/project-details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: project!.name })).toBeVisible();
  await expect(page.getByText(target.name, { exact: true })).toBeVisible();
  await expect(page.getByText(`You earned ${points} points for this ${typeLabel}.`)).toBeVisible();
  await expect(page.getByText('I built it twice and compared the results.', { exact: true })).toBeVisible();
  const file = page.getByRole('link', { name: /findings\.txt/ });
  await expect(file).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /https:\/\/example\.org\/my-project/ })).toHaveAttribute(
    'target',
    '_blank',
  );

  // The chat: Send stays disabled for blank text; a comment is added trimmed and edited by its author.
  const comment = page.getByLabel('Add a comment');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await comment.fill('   ');
  await expect(send).toBeDisabled();
  await comment.fill('  Could you look at my second attempt?  ');
  await send.click();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('Could you look at my second attempt?', { exact: true })).toBeVisible();
  await expect(comment).toHaveValue('');
  await conversation.getByRole('button', { name: 'Edit comment' }).click();
  const editBox = page.getByLabel('Edit comment');
  await editBox.fill(' ');
  await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
  await editBox.fill('Could you look at my third attempt?');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(conversation.getByText('Could you look at my third attempt?', { exact: true })).toBeVisible();
  await expect(conversation.getByText('edited')).toBeVisible();
  await expectAccessibleAndNarrow(page, ['main'], () => expect(conversation).toBeVisible());

  // Edit: the form is filled with the submission; the update returns to the list and shows in the details.
  await page.getByRole('link', { name: 'Edit project' }).click();
  await expect(page).toHaveURL(/\/projects\/edit-project\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
  await expect(page.getByLabel('Summary')).toHaveValue('I built it twice and compared the results.');
  // The file listed in the form (exactly its name: the submission's "findings.txt file uploaded successfully"
  // notice can still be on screen).
  await expect(page.getByText('findings.txt', { exact: true })).toBeVisible();
  await expectAccessibleAndNarrow(page, ['main'], () => expect(page.getByLabel('Summary')).toBeVisible());
  await page.getByLabel('Summary').fill('I built it three times and compared the results.');
  await page.getByRole('button', { name: 'Update Project' }).click();
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/projects`);
  await expect(page.getByRole('status').filter({ hasText: 'Project submitted successfully.' })).toBeVisible();
  await page.getByRole('link', { name: `View ${project!.name}` }).click();
  await expect(page.getByText('I built it three times and compared the results.')).toBeVisible();
});

test('My Mentors: the demo learner sees the mentor and the sessions, schedules one and cancels it', async ({
  page,
}) => {
  await signInToApp(page, LEARNER);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Mentors' }).click();
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/mentor-sessions`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Mentors' })).toBeVisible();
  const mentor = page.getByRole('article', { name: /Daniel Reyes/ });
  await expect(mentor.getByRole('link', { name: /Daniel Reyes/ })).toHaveAttribute(
    'href',
    'https://example.org/daniel-reyes',
  );
  await expect(mentor.getByRole('link', { name: 'mentor@modkit.test' })).toHaveAttribute(
    'href',
    'mailto:mentor@modkit.test',
  );
  const sessions = page.getByRole('region', { name: 'My Sessions' });
  await expect(sessions.getByText('Session Ended').first()).toBeVisible();
  await expect(sessions.getByText('Session Cancelled').first()).toBeVisible();
  await expect(sessions.getByRole('button', { name: 'Cancel session' }).first()).toBeVisible();
  await expectAccessibleAndNarrow(page, ['main'], () => expect(mentor).toBeVisible());

  // The modal: the required texts, the date bounds, 15-minute times.
  await page.getByRole('button', { name: 'Schedule a Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Session' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog.getByText('Date is Required')).toBeVisible();
  await expect(dialog.getByText('Time is Required')).toBeVisible();
  await expect(dialog.getByLabel('Mentor')).toHaveValue(/\d+/);
  const today = new Date();
  const bound = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 90);
  await expect(dialog.getByLabel('Date')).toHaveAttribute('min', ymd(today));
  await expect(dialog.getByLabel('Date')).toHaveAttribute('max', ymd(bound));
  expect(await axeViolations(page, ['dialog'])).toEqual([]);

  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 10);
  await dialog.getByLabel('Date').fill(ymd(day));
  await expect(dialog.getByText(`Chosen date: ${dmy(day)}`)).toBeVisible();
  const times = dialog.getByLabel('Time').locator('option');
  await expect(times).toHaveCount(97);
  await expect(times.nth(1)).toHaveText('0:00');
  await expect(times.nth(2)).toHaveText('0:15');
  await dialog.getByLabel('Time').selectOption('10:30');
  const moduleSelect = dialog.getByLabel('Module (optional)');
  await expect(moduleSelect.locator('option').nth(1)).toBeAttached();
  await moduleSelect.selectOption({ index: 1 });
  const projectSelect = dialog.getByLabel('Project (optional)');
  await expect(projectSelect.locator('option').nth(1)).toBeAttached();
  await projectSelect.selectOption({ index: 1 });
  await dialog.getByLabel('Notes (optional)').fill('Questions about my next project.');
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await documentWidth(page)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Session scheduled successfully.' })).toBeVisible();

  const card = sessions.getByRole('listitem').filter({ hasText: `${dmy(day)} 10:30` });
  await expect(card).toContainText('Daniel Reyes');
  await expect(card).toContainText('Questions about my next project.');
  await card.getByRole('button', { name: 'Cancel session' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel session' });
  await expect(confirm).toContainText('Are you sure you want to cancel this session?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Session cancelled successfully.' })).toBeVisible();
  await expect(card).toContainText('Session Cancelled');
  await expect(card.getByRole('button', { name: 'Cancel session' })).toHaveCount(0);
});

test('a learner without mentors sees why, and an unlocked learner skips the locked pages', async ({
  page,
}) => {
  await freshLearnerInApp(page, 'nomentor', { password: PASSWORD, packageName: 'PREMIUM' });
  await page.goto(`${E2E_API_ORIGIN}/mentor-sessions`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Mentors' })).toBeVisible();
  await expect(page.getByText(/learners who are not affiliated with one have no mentors\./)).toBeVisible();
  await expect(page.getByText("You haven't scheduled any sessions yet.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schedule a Session' })).toHaveCount(0);
  await expectAccessibleAndNarrow(page, ['main'], () =>
    expect(page.getByRole('heading', { name: 'My Mentors' })).toBeVisible(),
  );

  await page.goto(`${E2E_API_ORIGIN}/projects`);
  await expect(page.getByText('No projects Found')).toBeVisible();
  await page.goto(`${E2E_API_ORIGIN}/projects/new-project`);
  await expect(
    page.getByText('No module is assigned to you yet: open one in My Library and choose Get Started.'),
  ).toBeVisible();
  await page.goto(`${E2E_API_ORIGIN}/project-locked`);
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/projects`);
  await page.goto(`${E2E_API_ORIGIN}/mentor-sessions-locked`);
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/mentor-sessions`);
});
