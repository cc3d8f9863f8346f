import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  API,
  apiGet,
  axeViolations,
  DEMO_PASSWORD,
  expectAccessibleAndNarrow,
  forgetSession,
  freshLearnerInApp,
  signInToApp,
  tokenFor,
} from './helpers';
import { FREE, header, LEARNER, openDialog, sidebar, url } from './shell-helpers';

/**
 * The signed-in user's own screens (issue 12, part 2 §2–§9): My Profile with its failing and successful
 * saves, the change-password dialog and a sign-in with the new password, Notifications (paged, read on open,
 * the header's dot cleared), Your Points, the Activity Log and My Account of the demo learner with an invoice
 * downloaded, and who gets which page. Accounts that change are fresh; the demo learner is only read.
 */

const PASSWORD = 'Account-pass-1';
const NEW_PASSWORD = 'Changed-pass-2';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const bell = (page: Page) => header(page).getByRole('button', { name: 'Notifications' });

async function profileOf(request: APIRequestContext, token: string) {
  return apiGet<Record<string, unknown>>(request, token, '/users/profile');
}

test('My Profile: refused saves show their texts beside the fields, a saved one reloads with the new values', async ({
  page,
}) => {
  const { token, email } = await freshLearnerInApp(page, 'profile', { password: PASSWORD, firstName: 'Jo' });
  await page.goto(url('/my-profile'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Basic Details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Other Details' })).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Organization')).toHaveAttribute('readonly', '');
  await expectAccessibleAndNarrow(page);

  // The rule's checks: a phone of the wrong length, a birth date in the future; then a photo over 10 MB.
  await main(page).getByLabel('Country code').selectOption('India (+91)');
  await main(page).getByLabel('Phone number').fill('12345');
  await field(page, 'Date of birth').fill('2999-01-01');
  await main(page).getByRole('button', { name: 'Save' }).click();
  const invalid = page.getByRole('alertdialog', { name: 'Validation Error Occured' });
  await expect(invalid).toContainText('Phone number length is invalid');
  await invalid.getByRole('button', { name: 'OK' }).click();
  await expect(invalid).toBeHidden();
  // The closed dialog keeps its text until the form has heard its close event: ask the field, not the page.
  await expect(main(page).getByLabel('Phone number')).toHaveAccessibleDescription(
    'Phone number length is invalid',
  );
  await expect(main(page).getByText('Date of birth cannot be in the future.')).toBeVisible();
  await expect(main(page).getByLabel('Phone number')).toBeFocused();
  await field(page, 'Profile photo').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(field(page, 'Profile photo')).toHaveAccessibleDescription(/Photo must be at most 10MB\./);
  await expectAccessibleAndNarrow(page);
  await field(page, 'Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(main(page).getByText('Photo must be at most 10MB.')).toHaveCount(0);
  // Changing the country code clears the number.
  await main(page).getByLabel('Country code').selectOption('UAE (+971)');
  await expect(main(page).getByLabel('Phone number')).toHaveValue('');

  // The server's check: an address another account has, shown beside the e-mail field.
  await main(page).getByLabel('Phone number').fill('501234567');
  await field(page, 'Date of birth').fill('2008-05-17');
  await field(page, 'Email').fill(LEARNER);
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(invalid).toContainText('The email has already been taken.');
  await invalid.getByRole('button', { name: 'OK' }).click();
  await expect(field(page, 'Email')).toHaveAccessibleDescription('The email has already been taken.');
  await expect(field(page, 'Email')).toBeFocused();
  expect((await profileOf(page.request, token)).email).toBe(email);

  // A valid save: names, gender, the other details, a topic, universities (duplicates refused), a photo.
  await field(page, 'Email').fill(email);
  await field(page, 'First Name').fill('Robin');
  await field(page, 'Gender').selectOption('Female');
  await field(page, 'Highest degree').selectOption('High School');
  await field(page, 'Grade level').selectOption('10th');
  await field(page, 'Field of study').fill('Science');
  await field(page, 'About me').fill('I like asking why.');
  await field(page, 'Career aspirations').fill('Marine biologist');
  const topic = main(page).getByRole('list', { name: 'Topics found' }).getByRole('button').first();
  const topicName = (await topic.innerText()).trim();
  await topic.click();
  await expect(topic).toHaveAttribute('aria-pressed', 'true');
  await expect(main(page).getByRole('button', { name: `Remove ${topicName}` })).toBeVisible();
  const universities = main(page).getByRole('textbox', { name: 'Aspired universities' });
  await universities.fill('Oxford    University');
  await universities.press('Enter');
  await universities.fill(' oxford university ');
  await universities.press('Enter');
  await expect(main(page).getByText('This university is already in the list.')).toBeVisible();
  await main(page).getByRole('button', { name: 'Save' }).click();
  const success = page.getByRole('alertdialog', { name: 'Success' });
  await expect(success).toContainText('Profile updated successfully.');
  const reloaded = page.waitForEvent('load');
  await success.getByRole('button', { name: 'OK' }).click();
  await reloaded;
  await expect(field(page, 'First Name')).toHaveValue('Robin');
  await expect(main(page).getByLabel('Country code')).toHaveValue('UAE (+971)');
  await expect(main(page).getByLabel('Phone number')).toHaveValue('501234567');
  await expect(main(page).getByRole('img', { name: 'Robin Learner' })).toBeVisible();
  await expect(sidebar(page)).toContainText('Robin Learner');
  expect(await profileOf(page.request, token)).toMatchObject({
    first_name: 'Robin',
    phone: '+971-501234567',
    gender: 'FEMALE',
    dob: '2008-05-17',
    higest_degree: 'High School',
    grade_level: '10th',
    university_aspire: ['Oxford University'],
    user_interest: [{ name: topicName }],
  });
});

test('Change Password: the required texts, the server refusing a wrong old password, then signing in with the new one', async ({
  page,
}) => {
  const { email } = await freshLearnerInApp(page, 'password', { password: PASSWORD });
  await page.goto(url('/my-profile'));
  await main(page).getByRole('button', { name: 'Change Password' }).click();
  const dialog = openDialog(page, 'Change Password');
  await expect(dialog.getByText('At least 8 characters on one line')).toBeVisible();
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  for (const text of ['Old Password is Required', 'New Password is Required', 'Confirm Password is Required'])
    await expect(dialog.getByText(text)).toBeVisible();
  await expect(dialog.getByLabel('Old Password')).toBeFocused();
  expect(await axeViolations(page, ['dialog[open]'])).toEqual([]);

  await dialog.getByLabel('Old Password').fill('Not-my-pass-9');
  await dialog.getByLabel('New Password').fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByLabel('Old Password')).toHaveAccessibleDescription(
    'The old password is not correct.',
  );

  await dialog.getByLabel('Old Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your password has been changed!');
  expect(await axeViolations(page, ['dialog[open]'])).toEqual([]);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  // This device carries on (its token was replaced); after logging out only the new password signs in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await header(page).getByRole('button', { name: 'Profile menu' }).click();
  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/(login)?(\?.*)?$/);
  await page.goto(url('/login'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await signInToApp(page, email, NEW_PASSWORD);
});

test('Notifications: 10 a page, unread ones marked New, all read once the page opens, and the header dot clears', async ({
  page,
}) => {
  const { token } = await freshLearnerInApp(page, 'notes', { password: PASSWORD, packageName: 'PREMIUM' });
  // Eleven modules with Get the Idea done: eleven notifications of points, and the payment's.
  const auth = { Authorization: `Bearer ${token}` };
  const found = await apiGet<{ results: Array<{ id: number }> }>(
    page.request,
    token,
    '/modules/search?search_type=CUSTOM&status=PUBLISH&page=1&limit=11',
  );
  await page.request.post(`${API}/modules/assign`, {
    headers: auth,
    data: { modules: found.results.map((m) => m.id) },
  });
  for (const m of found.results)
    await page.request.patch(`${API}/modules/my-modules/${m.id}/completed_percentage`, {
      headers: auth,
      data: { completed_percentage: 33, completed_tab: 1 },
    });

  const total = (await apiGet<{ results: unknown[] }>(page.request, token, '/users/notifications?limit=100'))
    .results.length;
  expect(total).toBeGreaterThan(10);
  await page.reload();
  await expect(bell(page)).toHaveAccessibleDescription('You have unread notifications');
  const marked = page.waitForResponse(
    (r) => r.url().endsWith('/api/users/notifications') && r.request().method() === 'PATCH',
  );
  await page.goto(url('/notifications'));
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const items = main(page).getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText('New');
  await expect(items.first()).toContainText(/ago$/);
  await expect(main(page).getByText('Page 1 of 2')).toBeVisible();
  await marked;
  await expectAccessibleAndNarrow(page);

  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(url('/notifications?page=2'));
  await expect(items).toHaveCount(total - 10);
  const all = await apiGet<{ results: Array<{ is_read: number }> }>(
    page.request,
    token,
    '/users/notifications?limit=100',
  );
  expect(all.results.every((n) => n.is_read === 1)).toBe(true);

  // Back in the app, the header's dot is gone.
  await sidebar(page).getByRole('link', { name: 'My Library' }).click();
  await expect(page).toHaveURL(url('/my-library'));
  await expect(bell(page)).toBeVisible();
  await expect(bell(page)).toHaveAccessibleDescription('');
});

test('Your Points, the Activity Log and My Account of the demo learner, with an invoice downloaded', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, LEARNER);
  const points = await apiGet<{ points: number }>(request, token, '/users/total-points');
  await signInToApp(page, LEARNER);

  // Your Points: the current badge, the total, the upcoming badge with its progress, the lists, How to Earn.
  await page.goto(url('/your-points'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your Points' })).toBeVisible();
  const figures = main(page).getByRole('list', { name: 'Your points and badges' });
  await expect(figures.getByRole('listitem').nth(0)).toContainText('Explorer');
  await expect(figures.getByRole('listitem').nth(1)).toContainText(points.points.toLocaleString('en-US'));
  await expect(figures.getByRole('listitem').nth(2)).toContainText('Vivid Thinker');
  await expect(main(page).getByRole('progressbar', { name: 'Progress to Vivid Thinker' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Earned Badges' })).toContainText('Explorer');
  await expect(main(page).getByRole('region', { name: 'Upcoming Badges' })).toContainText(
    'Master Problem Solver',
  );
  const earn = main(page).getByRole('region', { name: 'How to Earn' }).getByRole('listitem');
  await expect(earn).toHaveCount(6);
  await expect(earn.nth(4)).toContainText('+200 points');
  await expectAccessibleAndNarrow(page);

  // The Activity Log: the month chart (last month has activity), Most Viewed, key jobs, the certificate.
  await page.goto(url('/activity-log'));
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
  const chart = main(page).getByRole('img', { name: /^Minutes of activity per day in / });
  await expect(chart.locator('canvas')).toBeVisible();
  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const lastMonth = last.toISOString().slice(0, 7);
  const lastName = last.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  await main(page).getByLabel('Month').fill(lastMonth);
  await expect(page).toHaveURL(url(`/activity-log?month=${lastMonth}`));
  await expect(
    main(page).getByRole('img', { name: `Minutes of activity per day in ${lastName}` }),
  ).toBeVisible();
  await expect(main(page).getByText(new RegExp(`on \\d+ days? in ${lastName}`))).toBeVisible();
  await expect(main(page).getByLabel('Month')).toHaveAttribute('max', now.toISOString().slice(0, 7));
  await expect(
    main(page).getByRole('list', { name: 'Interest cloud' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Points and Badges' })).toBeVisible();
  for (const section of [
    'Ongoing Modules',
    'Completed Modules',
    'Submitted Projects',
    'Answered Reflection Questions',
  ])
    await expect(main(page).getByRole('heading', { name: section })).toBeVisible();
  const certificate = main(page).getByRole('link', { name: /^Download certificate/ });
  const pdf = await request.get((await certificate.getAttribute('href')) ?? '');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessibleAndNarrow(page, ['main'], () => expect(chart.locator('canvas')).toBeVisible());
  const job = main(page).getByRole('region', { name: 'Key Jobs Suited to You' }).getByRole('button').first();
  const career = (await job.innerText()).trim();
  await job.click();
  await expect(page).toHaveURL(/\/search\?keyword=.+&career_id=\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `More modules related to ${career}` }),
  ).toBeVisible();

  // My Account: the plan with its days left, Change Package, three subscriptions, an invoice as a PDF.
  await page.goto(url('/my-account'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const plan = main(page).getByRole('region', { name: 'My Plan' });
  await expect(plan).toContainText('PREMIUM');
  await expect(plan).toContainText(/\d+ days left/);
  const rows = main(page).getByRole('region', { name: 'Subscription Details' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('PREMIUM');
  await expect(rows.nth(0)).toContainText('Active');
  await expect(rows.nth(0)).toContainText('90 days');
  await expect(rows.nth(1)).toContainText('STARTER');
  await expect(rows.nth(1)).toContainText('Expired');
  await expect(rows.nth(2)).toContainText('FREE');
  await expect(rows.nth(2).getByRole('button', { name: /^Invoice/ })).toHaveCount(0);
  await expectAccessibleAndNarrow(page);
  // The PDF opens in a new tab (headless Chromium may download it instead): the tab asks for the invoice.
  const asked = page
    .context()
    .waitForEvent('request', (r) => /\/api\/files\/invoices\/[^?]+\.pdf\?access=/.test(r.url()));
  const popup = page.waitForEvent('popup');
  await rows
    .nth(1)
    .getByRole('button', { name: /^Invoice/ })
    .click();
  const tab = await popup;
  const invoice = await request.get((await asked).url());
  expect(invoice.headers()['content-type']).toBe('application/pdf');
  expect((await invoice.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await tab.close();
  await plan.getByRole('button', { name: 'Change Package' }).click();
  await expect(page).toHaveURL(url('/my-account?upgrade=true'));
  await expect(openDialog(page, 'Choose a Package')).toBeVisible();
});

test('who gets which page: the FREE log is locked, other roles are refused, an ELITE plan has no Change Package, instant signup lands on My Account', async ({
  page,
}) => {
  await signInToApp(page, FREE);
  await page.goto(url('/activity-log'));
  await expect(page).toHaveURL(url('/activity-log-locked'));
  await forgetSession(page);

  await signInToApp(page, 'mentor@modkit.test', DEMO_PASSWORD, '/mentor/my-library');
  for (const path of ['/your-points', '/my-account', '/activity-log']) {
    await page.goto(url(path));
    await expect(page).toHaveURL(url('/403'));
  }
  await page.goto(url('/notifications'));
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  // A mentor's profile: Basic Details, and only the topics in Other Details.
  await page.goto(url('/my-profile'));
  await expect(main(page).getByRole('group', { name: /Topics of interest/ })).toBeVisible();
  await expect(main(page).getByLabel('Highest degree')).toHaveCount(0);
  await expect(main(page).getByRole('textbox', { name: 'Aspired universities' })).toHaveCount(0);
  await expectAccessibleAndNarrow(page);
  await forgetSession(page);

  const { email } = await freshLearnerInApp(page, 'elite', { password: PASSWORD, packageName: 'ELITE' });
  await page.goto(url('/my-account'));
  const plan = main(page).getByRole('region', { name: 'My Plan' });
  await expect(plan).toContainText('ELITE');
  await expect(plan).toContainText(/\d+ days left/);
  await expect(plan.getByRole('button', { name: 'Change Package' })).toHaveCount(0);
  await forgetSession(page);

  // The login's instantsignup=true landing: My Account.
  await page.goto(url('/login?instantsignup=true'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(url('/my-account'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
});
