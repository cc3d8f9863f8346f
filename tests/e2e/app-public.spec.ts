import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import {
  API,
  apiGet,
  DEMO_PASSWORD,
  expectAccessibleAndNarrow,
  forgetSession,
  freshEmail,
  mailsTo,
  signInToApp,
  tokenFor,
} from './helpers';
import { fillValidEnquiry, recordUrls, THANKS } from './public-helpers';

/**
 * The standalone app's public screens against the real server: instant signup, the LTI entry, the temporary
 * sign-in page, the enquiry forms (public and signed in), the like pages, terms and activation, and the
 * login screen's links, social buttons and analytics. Axe and the 360 px width on every screen.
 */

const ORIGIN = E2E_API_ORIGIN;
const PASSWORD = 'Public-pass-1';
let counter = 0;
/** An id no other run of this file has liked yet on a reused server. */
const freshId = () => (Date.now() % 1_000_000) + ++counter;

/** The analytics events the app sent to its default sink (the console, at debug level). */
function recordAnalytics(page: Page): string[] {
  const events: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('[analytics] ')) events.push(text.slice('[analytics] '.length).split(' ')[0]!);
  });
  return events;
}

const fieldError = (page: Page, text: string) => page.locator('.field__error', { hasText: text });

test('instant signup shows the package, checks the form and goes to its order details with the new account', async ({
  page,
  request,
}) => {
  const urls = recordUrls(page);
  const analytics = recordAnalytics(page);
  const packages = await apiGet<{ results: Array<{ id: number; name: string }> }>(
    request,
    await tokenFor(request, 'learner@modkit.test'),
    '/packages?limit=100&status=Active',
  );
  const premium = packages.results.find((p) => p.name === 'PREMIUM')!;

  await page.goto(`${ORIGIN}/instant-signup/${premium.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Selected package' });
  await expect(summary).toContainText('PREMIUM');
  await expect(summary).toContainText('$24.99/quarterly');
  await expect(summary).toContainText('USD');
  await expect.poll(() => analytics).toContain('instant-signup-package');

  const signUp = page.getByRole('button', { name: 'Sign Up' });
  await expect(signUp).toBeDisabled();
  await page.getByLabel('I agree to the terms and conditions').check();
  await signUp.click();
  await expect(fieldError(page, 'First name is Required')).toBeVisible();
  await expect(fieldError(page, 'Email is Required')).toBeVisible();
  await expect(fieldError(page, 'Password is Required')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  await expectAccessibleAndNarrow(page);

  const email = freshEmail('instant');
  await page.getByLabel('Name').fill('Grace');
  await page.getByLabel('Email').fill('grace@');
  await page.getByLabel('Password').fill('short');
  await signUp.click();
  await expect(fieldError(page, 'Invalid! Only letters,numbers & (.) is allowed')).toBeVisible();
  await expect(fieldError(page, 'password should be minimum 8 characters')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await signUp.click();
  const target = `${ORIGIN}/order-details/${premium.id}?instant_signup=true`;
  await expect.poll(() => urls).toContain(target);

  // The account exists: it signs in with the password, its name and a last name of one space.
  const login = await request.post(`${API}/auth/login`, {
    data: { email, password: PASSWORD, recaptchaResponse: 'e2e', machine_id: 'e2e-public' },
  });
  expect(login.status()).toBe(200);
  const { data } = (await login.json()) as { data: { first_name: string; roles: Array<{ type: string }> } };
  expect(data.first_name).toBe('Grace');
  expect(data.roles[0]!.type).toBe('STUDENT');

  // Signed in now, the same link goes straight to the package's order details.
  await page.goto(`${ORIGIN}/instant-signup/${premium.id}`);
  await expect.poll(() => urls).toContain(`${ORIGIN}/order-details/${premium.id}`);
});

test('the LTI entry signs in with the handed token and lands on My Library; without one it goes to login', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, 'learner@modkit.test');
  await page.goto(`${ORIGIN}/launch/lti?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(`${ORIGIN}/my-library`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('modkit') ?? '');
  expect(stored).toContain('learner@modkit.test');
  // The token left the address: going back does not show it.
  await page.goBack();
  expect(page.url()).not.toContain('token=');

  await page.goto(`${ORIGIN}/launch/lti?token=not-a-token`);
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired or is not valid. Please sign in again.',
  );
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  await expectAccessibleAndNarrow(page);

  // A visitor (the learner above is still signed in: the login screen would send them on to their library,
  // once its code is in, which the preloaded chunks make too quick to see).
  await forgetSession(page);
  await page.goto(`${ORIGIN}/launch/lti`);
  await expect(page).toHaveURL(`${ORIGIN}/login`);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('the temporary sign-in page alerts missing fields and sends a mentor to the mentor library', async ({
  page,
}) => {
  const urls = recordUrls(page);
  await page.goto(`${ORIGIN}/temporary-sign-in`);
  await expect(page).toHaveTitle('Welcome to Mentor Dashboard');
  const login = page.getByRole('button', { name: 'Login' });
  await login.click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Email is required');
  await expect(fieldError(page, 'password is required')).toBeVisible();
  await expectAccessibleAndNarrow(page);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();

  await page.getByLabel('Email', { exact: true }).fill('mentor@modkit.test');
  await login.click();
  await expect(alert).toContainText('password is required');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await login.click();
  await expect.poll(() => urls).toContain(`${ORIGIN}/mentor/my-library`);
});

/** Sends the form empty, then with each wrong value, and checks every message of the contact rules. */
async function expectEveryValidationMessage(page: Page, mentor: boolean) {
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.click();
  for (const text of [
    'First Name is Required',
    'Last Name is Required',
    'Email is Required',
    'Phone number is required',
    'Nature is Required',
    'Message is Required',
  ])
    await expect(fieldError(page, text)).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeFocused();
  await expectAccessibleAndNarrow(page);

  await page.getByLabel('First Name').fill('Ada!');
  await page.getByLabel('Last Name').fill('Love lace?');
  await page.getByLabel('Phone number').fill('12ab');
  await page.getByLabel('Message').fill('!Hello');
  if (mentor) await page.getByLabel('LinkedIn profile URL').fill('https://example.com/ada');
  await submit.click();
  // The last-name pattern message says 'First name', as the spec does.
  await expect(fieldError(page, 'First name must contain only alphanumeric characters.')).toHaveCount(2);
  await expect(fieldError(page, 'Phone No must contain only numbers.')).toBeVisible();
  await expect(fieldError(page, 'Message must start with an alphabet or a number.')).toBeVisible();
  if (mentor) await expect(fieldError(page, 'Enter a LinkedIn profile URL.')).toBeVisible();

  await page.getByLabel('Phone number').fill('98765');
  await submit.click();
  await expect(fieldError(page, 'Country code is required with phone number')).toBeVisible();
  await page.getByLabel('Country code').selectOption('India (+91)');
  await expect(page.getByLabel('Phone number')).toHaveValue('');
  await page.getByLabel('Phone number').fill('98765');
  await submit.click();
  await expect(fieldError(page, 'Phone number length is invalid')).toBeVisible();
}

test('the mentor enquiry shows every validation message, then thanks and mails the team', async ({
  page,
  request,
}) => {
  await page.goto(`${ORIGIN}/mentor-enquiry`);
  await expect(page.getByRole('heading', { level: 1, name: 'Get in touch with us!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expectEveryValidationMessage(page, true);

  const email = freshEmail('mentor.enquiry');
  await fillValidEnquiry(page, email, 'Login Issues');
  await page.getByLabel('Name of institute').fill('Springfield High');
  await page.getByLabel('Highest degree').selectOption('Masters');
  await page.getByLabel('LinkedIn profile URL').fill('https://www.linkedin.com/in/ada');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toHaveText(THANKS);
  await expectAccessibleAndNarrow(page);

  const mail = (await mailsTo(request, 'team@modkit.test')).find((m) => m.text.includes(email));
  expect(mail?.subject).toBe('Mentor enquiry: LOGIN_ISSUES');
  expect(mail?.text).toContain('name_of_institute: Springfield High');
  expect(mail?.text).toContain('linkedin_profile_url: https://www.linkedin.com/in/ada');

  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/login`);
});

test('the public contact enquiry shows every validation message, the server errors, then thanks', async ({
  page,
  request,
}) => {
  await page.goto(`${ORIGIN}/contact-us-enquiry`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByLabel('Name of institute')).toHaveCount(0);
  await expectEveryValidationMessage(page, false);
  const email = freshEmail('contact.enquiry');
  await fillValidEnquiry(page, email, 'Payment Related');

  // A server refusal goes to the 'Error!' modal; its field errors go beside the fields.
  await page.route('**/api/enquiries', (route) =>
    route.fulfill({ status: 400, json: { message: 'Enquiries are closed today.', error: {} } }),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  const modal = page.getByRole('alertdialog', { name: 'Error!' });
  await expect(modal).toContainText('Enquiries are closed today.');
  await modal.getByRole('button', { name: 'Okay' }).click();
  await page.unroute('**/api/enquiries');
  await page.route('**/api/enquiries', (route) =>
    route.fulfill({
      status: 422,
      json: { message: 'Validation Error Occured', error: { email: ['This address cannot receive mail.'] } },
    }),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(fieldError(page, 'This address cannot receive mail.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.unroute('**/api/enquiries');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toHaveText(THANKS);
  const mail = (await mailsTo(request, 'team@modkit.test')).find((m) => m.text.includes(email));
  expect(mail?.subject).toBe('Enquiry: PAYMENT_RELATED');
  expect(mail?.text).toContain('phone: 9876543210');
  expect(mail?.text).toContain('country_code: +91');
});

test('signed in, Contact Us sits in the shell, starts with the profile and thanks', async ({
  page,
  request,
}) => {
  await page.goto(`${ORIGIN}/contact-us`);
  await expect(page).toHaveURL(`${ORIGIN}/?redirectTo=${encodeURIComponent('/contact-us')}`);

  await signInToApp(page, 'free@modkit.test');
  await page.goto(`${ORIGIN}/contact-us`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('free@modkit.test');
  await expect(page.getByLabel('First Name')).not.toHaveValue('');
  await expectAccessibleAndNarrow(page);

  if (!(await page.getByLabel('Country code').inputValue()))
    await page.getByLabel('Country code').selectOption('India (+91)');
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('Nature of Enquiry').selectOption('How to Use the product');
  const message = `Where do I find my certificates? ${Date.now()}`;
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
  const mail = (await mailsTo(request, 'team@modkit.test')).find((m) => m.text.includes(message));
  expect(mail?.subject).toBe('Enquiry: HOW_TO_USE_THE_PRODUCT');
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/my-library`);
});

test('the like pages like once, then say it was already liked; closing leaves for the listing', async ({
  page,
}) => {
  for (const [path, label] of [
    ['like-school-project', 'school project'],
    ['like-blog', 'blog'],
  ] as const) {
    const url = `${ORIGIN}/${path}/${freshId()}/page/2`;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `You have successfully liked this ${label}!`,
    );
    await expectAccessibleAndNarrow(page);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`You have already liked this ${label}!`);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(`${ORIGIN}/login`);
  }
});

test('terms, activation and the login screen: links, analytics, no unconfigured social buttons', async ({
  page,
}) => {
  await page.goto(`${ORIGIN}/terms-and-conditions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectAccessibleAndNarrow(page);

  await page.goto(`${ORIGIN}/activate?token=unknown&email=a.b@modkit.test`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This verification link is invalid or has expired.');
  await expectAccessibleAndNarrow(page);

  const analytics = recordAnalytics(page);
  await page.goto(`${ORIGIN}/login`);
  await expect(page.getByRole('button', { name: /with (Google|Facebook|LinkedIn)/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await page.getByRole('link', { name: 'Join us as a mentor' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/mentor-enquiry`);
  await page.goBack();
  await page.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/contact-us-enquiry`);
  await page.goBack();
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/signup`);
  await expect(page.getByRole('button', { name: /with (Google|Facebook|LinkedIn)/ })).toHaveCount(0);
  expect(analytics).toEqual([
    'clicked-login',
    'clicked-join-us-as-mentor',
    'clicked-contact-us',
    'clicked-signup',
  ]);
});
