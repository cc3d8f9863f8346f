import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { forgetSession, freshEmail, mailsTo } from './helpers';

/**
 * Signing in and up without a puzzle (WCAG 3.3.8 Accessible Authentication): from the login page, a link by
 * e-mail signs a learner in with no password and no captcha; an address with no account gets a sign-up link
 * whose form needs no captcha. Through the development mailbox, in English, Spanish and Arabic.
 */

/** The link of the newest mail to `to` (waits for it). */
async function linkMailedTo(
  page: Page,
  to: string,
  path: string,
): Promise<{ subject: string; link: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(page.request, to)).find((m) => m.text.includes(`/${path}?`));
      return !!found;
    })
    .toBe(true);
  const link = new RegExp(`https?://\\S+/${path}\\?\\S+`).exec(found!.text)![0];
  return { subject: found!.subject, link };
}

/**
 * Asks for a link on /sign-in-link (reached from the login page) and sees 'Check your e-mail', each step with
 * its own tab title (WCAG 2.4.2: not the forgotten password's 'Check your e-mail').
 */
async function askForLink(
  page: Page,
  email: string,
  texts: { link: string; send: string; sent: string; titles: [string, string] },
) {
  await page.getByRole('link', { name: texts.link }).click();
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/sign-in-link`);
  await expect(page).toHaveTitle(texts.titles[0]);
  await page.getByLabel(/Email|Correo|البريد/).fill(email);
  await page.getByRole('button', { name: texts.send }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.sent })).toBeFocused();
  await expect(page).toHaveTitle(texts.titles[1]);
}

test('a learner signs in with a link by e-mail, with no password and no captcha; the link works once', async ({
  page,
}) => {
  await page.goto(`${E2E_API_ORIGIN}/login`);
  await askForLink(page, 'free@modkit.test', {
    link: 'Sign in with a link by e-mail (no password, no security check)',
    send: 'Send me a link',
    sent: 'Check your e-mail',
    titles: ['Sign in with a link – modkit', 'Check your e-mail – Sign in with a link – modkit'],
  });
  const { subject, link } = await linkMailedTo(page, 'free@modkit.test', 'sign-in-link');
  expect(subject).toBe('Your modkit sign-in link');
  await page.goto(link);
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/my-library`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();

  // Used once: opened again (signed out), the link says so at once and offers another.
  await forgetSession(page);
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('This sign-in link is invalid or has expired.');
  await expect(page.getByRole('button', { name: 'Send me a link' })).toBeVisible();
});

test('in Spanish, the page and the mail speak Spanish', async ({ page }) => {
  await page.goto(`${E2E_API_ORIGIN}/login`);
  await page.evaluate(() => localStorage.setItem('modkit:language', 'es'));
  await page.reload();
  await askForLink(page, 'learner@modkit.test', {
    link: 'Entrar con un enlace por correo (sin contraseña ni comprobación de seguridad)',
    send: 'Envíame un enlace',
    sent: 'Revisa tu correo',
    titles: ['Entrar con un enlace – modkit', 'Revisa tu correo – Entrar con un enlace – modkit'],
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('in Arabic, an address with no account gets a sign-up link, and its form signs up with no captcha', async ({
  page,
}) => {
  const email = freshEmail('linked');
  await page.goto(`${E2E_API_ORIGIN}/login`);
  await page.evaluate(() => localStorage.setItem('modkit:language', 'ar'));
  await page.reload();
  await askForLink(page, email, {
    link: 'تسجيل الدخول برابط عبر البريد الإلكتروني (دون كلمة مرور ودون اختبار أمان)',
    send: 'أرسل لي رابطًا',
    sent: 'تحقق من بريدك الإلكتروني',
    titles: ['تسجيل الدخول برابط – modkit', 'تحقق من بريدك الإلكتروني – تسجيل الدخول برابط – modkit'],
  });
  const { subject, link } = await linkMailedTo(page, email, 'signup');
  expect(subject).toBe('أكمل التسجيل في modkit');
  await page.goto(link);
  // The address is the link's; the link stands in for the captcha.
  const address = page.locator('input[name="email"]');
  await expect(address).toHaveValue(email);
  await expect(address).toHaveAttribute('readonly', '');
  await expect(
    page.getByText('أكّد الرابط الذي أرسلناه عنوان بريدك الإلكتروني: لا حاجة إلى أي اختبار أمان.'),
  ).toBeVisible();
  await page.locator('input[name="first_name"]').fill('Lina');
  await page.locator('input[name="last_name"]').fill('Haddad');
  await page.locator('input[name="password"]').fill('Linked-pass-1');
  await page.locator('input[type="checkbox"]').last().check();
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/auth/signup'));
  await page.getByRole('button', { name: 'إنشاء حساب' }).click();
  const body = (await sent).postData() ?? '';
  expect(body).toContain('name="email_token"');
  expect(body).not.toMatch(/name="recaptchaResponse"\r\n\r\n\S/);
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/choose-your-interest`);
});
