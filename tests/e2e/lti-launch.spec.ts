import { expect, test } from '@playwright/test';
import { E2E_PLATFORM_ORIGIN } from '../../playwright.config';

const PLATFORM = E2E_PLATFORM_ORIGIN;

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Block third-party cookies as Safari and Chrome's tracking protection do. The frame stays in the page's
    // process (no site isolation) only so that the test can follow it across its cross-site navigations.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--test-third-party-cookie-phaseout',
      '--disable-site-isolation-trials',
      '--disable-features=IsolateOrigins,site-per-process',
    ],
  },
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
    const height = await page
      .locator('iframe[name=tool]')
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(300);
  });

  test('a teacher lands on their learner table', async ({ page }) => {
    await page.goto(`${PLATFORM}/course?user=lti-teacher-1:Instructor`);
    const frame = page.frameLocator('iframe[name=tool]');
    await expect(frame.getByRole('heading', { name: 'My Learners' })).toBeVisible({ timeout: 20_000 });
  });
});
