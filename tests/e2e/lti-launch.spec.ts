import { expect, test } from '@playwright/test';
import { E2E_API_ORIGIN, E2E_PLATFORM_ORIGIN } from '../../playwright.config';
import { watchLtiPages, watchViolations } from './csp-violations';
import { framedLmsLaunch, moduleIdByName, tokenFor } from './helpers';

const PLATFORM = E2E_PLATFORM_ORIGIN;

test.use({
  // Block third-party cookies as Safari and Chrome's tracking protection do. The frame stays in the page's
  // process (no site isolation) only so that the test can follow it across its cross-site navigations.
  launchOptions: framedLmsLaunch('--test-third-party-cookie-phaseout'),
});

test.describe('an LTI launch in a cross-site iframe', () => {
  test('the learner lands on the widget with third-party cookies blocked (postMessage storage), and the LMS learns its height', async ({
    page,
  }) => {
    const launches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/lti/launch')) launches.push(request.url());
    });
    await page.goto(`${PLATFORM}/course?user=lti-learner-1:Learner`);
    const frame = page.frameLocator('iframe[name=tool]');
    await expect(frame.getByRole('heading', { name: 'Recommended for You' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(frame.locator('.mk-card').first()).toBeVisible();
    // The cookie could not be used: the launch went through the platform's storage (a second post).
    expect(launches.length).toBe(2);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { frameResizes: number[] }).frameResizes.length))
      .toBeGreaterThan(0);
    // The page tells the LMS its height as the widget grows: the frame ends as tall as the widget's page
    // (at least the iframe's default 300 px) and at least as tall as its first card's bottom.
    const frameElement = page.locator('iframe[name=tool]');
    const cardBottom = await frame
      .locator('.mk-card')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    await expect
      .poll(async () => {
        const pageHeight = await frame.locator('html').evaluate((el) => Math.ceil(el.scrollHeight));
        const told = await page.evaluate(() =>
          (window as unknown as { frameResizes: number[] }).frameResizes.at(-1),
        );
        const height = await frameElement.evaluate((el) => el.getBoundingClientRect().height);
        return told === pageHeight && height === pageHeight && height >= cardBottom;
      })
      .toBe(true);
  });

  test('a card of the widget opens the app in a new tab, signed in as the same learner, through a single-use code', async ({
    page,
  }) => {
    await page.goto(`${PLATFORM}/course?user=lti-handoff-1:Learner`);
    const frame = page.frameLocator('iframe[name=tool]');
    const card = frame.locator('.mk-card').first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    const title = (await card.locator('h3, .mk-card__title').first().textContent())?.trim() ?? '';
    const [tab] = await Promise.all([page.waitForEvent('popup'), card.locator('a, button').first().click()]);
    await expect(tab).toHaveURL(/\/my-library\/module-preview\/\d+$/, { timeout: 20_000 });
    await expect(tab.getByRole('heading', { name: title }).first()).toBeVisible();
    // A signed-in page (the login screen otherwise), and no code left in the address.
    await expect(tab.getByRole('button', { name: 'Login' })).toHaveCount(0);
  });

  test('a teacher lands on their learner table', async ({ page }) => {
    await page.goto(`${PLATFORM}/course?user=lti-teacher-1:Instructor`);
    const frame = page.frameLocator('iframe[name=tool]');
    await expect(frame.getByRole('heading', { name: 'My Learners' })).toBeVisible({ timeout: 20_000 });
  });

  test('under the tool’s Content-Security-Policy: login page, storage check, launch page and widget with no violation', async ({
    page,
  }) => {
    const violations = watchViolations(page);
    const pages = watchLtiPages(page, E2E_API_ORIGIN);
    await page.goto(`${PLATFORM}/course?user=csp-learner-1:Learner`);
    const frame = page.frameLocator('iframe[name=tool]');
    await expect(frame.getByRole('heading', { name: 'Recommended for You' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(frame.locator('.mk-card').first()).toBeVisible();
    // The login's storage page, the launch's storage check, then the launch page: each with its nonce.
    expect(pages.map((p) => p.url)).toEqual(['GET /lti/login', 'POST /lti/launch', 'POST /lti/launch']);
    for (const { policy } of pages) {
      expect(policy).toMatch(/script-src 'nonce-[^' ]+'/);
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toContain('frame-ancestors *');
    }
    expect(violations).toEqual([]);
  });

  test('a teacher’s deep-linking picker: search, pick and send back to the course, with no CSP violation', async ({
    page,
  }) => {
    const violations = watchViolations(page);
    const pages = watchLtiPages(page, E2E_API_ORIGIN);
    await page.goto(`${PLATFORM}/course?user=csp-teacher-1:Instructor:deep-linking`);
    const frame = page.frameLocator('iframe[name=tool]');
    await expect(frame.getByRole('heading', { name: 'Add modkit activities to your course' })).toBeVisible({
      timeout: 20_000,
    });
    // Its script exchanged the code and searched the catalogue (connect-src); its stylesheet applied (nonce).
    await frame.getByRole('checkbox').first().check();
    expect(await frame.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toContain(
      'system-ui',
    );
    await frame.getByRole('button', { name: 'Add to course' }).click();
    // The signed response reached the platform's return URL (form-action).
    await expect(frame.getByText('Items added')).toBeVisible();
    expect(pages.map((p) => p.url)).toEqual(['GET /lti/login', 'POST /lti/launch', 'POST /lti/launch']);
    expect(pages[2]?.policy).toContain(`form-action ${PLATFORM} https:`);
    expect(violations).toEqual([]);
  });
});

test.describe("an LTI launch in the LMS's language (launch_presentation.locale)", () => {
  for (const { locale, lang, dir, getStarted, preview, likes } of [
    {
      locale: 'es-ES',
      lang: 'es',
      dir: 'ltr',
      getStarted: 'Empezar',
      preview: 'Vista previa',
      likes: /me gusta/,
    },
    { locale: 'ar', lang: 'ar', dir: 'rtl', getStarted: 'ابدأ الآن', preview: 'نظرة سريعة', likes: /إعجاب/ },
  ]) {
    test(`${locale}: the module player speaks ${lang}, ${dir}`, async ({ page, request }) => {
      const token = await tokenFor(request, 'learner@modkit.test');
      const moduleId = await moduleIdByName(request, token, 'Fibonacci in Nature');
      await page.goto(`${PLATFORM}/course?user=lti-${lang}-1:Learner::${locale}:${moduleId}`);
      const frame = page.frameLocator('iframe[name=tool]');
      await expect(frame.getByRole('button', { name: getStarted })).toBeVisible({ timeout: 20_000 });
      await expect(frame.getByRole('heading', { name: preview })).toBeVisible();
      await expect(frame.getByText(likes).first()).toBeVisible();
      // The page and the widget's root say the language and its direction.
      const html = frame.locator('html');
      await expect(html).toHaveAttribute('lang', lang);
      await expect(html).toHaveAttribute('dir', dir);
      const root = frame.locator('modkit-module-player [part=root]');
      await expect(root).toHaveAttribute('lang', lang);
      await expect(root).toHaveAttribute('dir', dir);
      expect(await root.evaluate((el) => getComputedStyle(el).direction)).toBe(dir);
      // No English left in what the learner reads first.
      await expect(frame.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
    });
  }
});
