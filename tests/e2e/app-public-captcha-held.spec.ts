import { expect, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import {
  apiGet,
  DEMO_PASSWORD,
  forgetSession,
  freshEmail,
  holdSignInSettings,
  mailsTo,
  tokenFor,
} from './helpers';
import { fillValidEnquiry, recordUrls, THANKS } from './public-helpers';

/**
 * The public forms with a captcha, pressed before the captcha could answer (the sign-in settings that carry it
 * still on the way): the temporary sign-in, the contact enquiry and instant signup hold the press and send it
 * once the captcha answers, instead of saying "Captcha is Required".
 */

const ORIGIN = E2E_API_ORIGIN;
const PASSWORD = 'Public-pass-1';

test('pressed before the captcha could answer, the temporary sign-in, the contact enquiry and instant signup are sent once it answers', async ({
  page,
  request,
}) => {
  const urls = recordUrls(page);
  // The sign-in settings (which carry the captcha: the development token here) answer only after each press.
  let pressed = false;
  await holdSignInSettings(page, () => pressed);
  const pressBeforeTheCaptcha = async (name: string) => {
    await page.getByRole('button', { name }).click();
    pressed = true;
  };

  await page.goto(`${ORIGIN}/temporary-sign-in`);
  await page.getByLabel('Email', { exact: true }).fill('mentor@modkit.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await pressBeforeTheCaptcha('Login');
  await expect.poll(() => urls).toContain(`${ORIGIN}/mentor/my-library`);
  await expect(page.getByText('Captcha is Required')).toHaveCount(0);
  await forgetSession(page);

  pressed = false;
  await page.goto(`${ORIGIN}/contact-us-enquiry`);
  const email = freshEmail('early.enquiry');
  await page.getByLabel('Country code').selectOption('India (+91)');
  await fillValidEnquiry(page, email, 'Payment Related');
  await pressBeforeTheCaptcha('Submit');
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toHaveText(THANKS);
  await expect
    .poll(async () => (await mailsTo(request, 'team@modkit.test')).some((m) => m.text.includes(email)))
    .toBe(true);

  const packages = await apiGet<{ results: Array<{ id: number; name: string }> }>(
    request,
    await tokenFor(request, 'learner@modkit.test'),
    '/packages?limit=100&status=Active',
  );
  const premium = packages.results.find((p) => p.name === 'PREMIUM')!;
  pressed = false;
  await page.goto(`${ORIGIN}/instant-signup/${premium.id}`);
  await expect(page.getByRole('region', { name: 'Selected package' })).toContainText('PREMIUM');
  await page.getByLabel('Name').fill('Early');
  await page.getByLabel('Email').fill(freshEmail('early.instant'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('I agree to the terms and conditions').check();
  await pressBeforeTheCaptcha('Sign Up');
  await expect.poll(() => urls).toContain(`${ORIGIN}/order-details/${premium.id}?instant_signup=true`);
  await expect(page.getByText('Captcha is Required')).toHaveCount(0);
});
