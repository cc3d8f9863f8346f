/**
 * The signed-out pages come painted from the server (host-demo's server/prerendered-pages.ts): the page is in the
 * HTML before any script runs, in the visitor's language, and the app takes that markup over without replacing
 * or moving any of it; what is typed (and a form sent) before the app's script arrives is kept.
 */
import { expect, type Page, type Route, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';

const PAGES = [
  { path: '/login', heading: 'Login' },
  { path: '/signup', heading: 'Sign Up' },
  { path: '/forgot-password', heading: 'Forgot password' },
  { path: '/terms-and-conditions', heading: 'Terms and conditions' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each signed-out page is in the HTML: its heading, and the login form with its fields', async ({
    page,
  }) => {
    for (const { path, heading } of PAGES) {
      await page.goto(`${E2E_API_ORIGIN}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.goto(`${E2E_API_ORIGIN}/login`);
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test.describe('in Arabic', () => {
    test.use({ locale: 'ar-EG' });

    test('a browser asking for Arabic gets the page in Arabic, right to left', async ({ page }) => {
      await page.goto(`${E2E_API_ORIGIN}/login`);
      await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.getByText('Login', { exact: true })).toHaveCount(0);
    });
  });
});

/**
 * Records, from the page's first script on, the layout shifts, the elements taken out of `#root` and the text of
 * `#root` when the HTML has been parsed (`window.__painted`).
 */
function watchThePaintedPage(page: Page) {
  return page.addInitScript(() => {
    const seen = { shifts: 0, removed: [] as string[], parsedText: '' };
    (window as unknown as { __painted: typeof seen }).__painted = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        seen.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element) seen.removed.push(`${node.localName}.${node.className}`);
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      seen.parsedText = document.getElementById('root')?.textContent ?? '';
    });
  });
}

const painted = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __painted: { shifts: number; removed: string[]; parsedText: string } })
        .__painted,
  );

/** Holds the app's entry script until `release` is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The app has taken the painted page over (it drops the marker once its first render is on screen). */
const takenOver = (page: Page) => expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');

test('the app takes each painted page over in place: nothing replaced, nothing moved', async ({ page }) => {
  await watchThePaintedPage(page);
  for (const { path, heading } of PAGES) {
    await page.goto(`${E2E_API_ORIGIN}${path}`);
    await takenOver(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const seen = await painted(page);
    expect(seen.parsedText, path).toContain(heading);
    expect(seen.removed, path).toEqual([]);
    expect(seen.shifts, path).toBe(0);
  }
});

test('what is typed before the app arrives is kept, and Login pressed then signs in', async ({ page }) => {
  const release = await holdTheApp(page);
  // Not waiting for the page's load (which waits for the held script): the fields are in the HTML.
  await page.goto(`${E2E_API_ORIGIN}/login`, { waitUntil: 'commit' });
  await page.getByLabel('Email', { exact: true }).fill('learner@modkit.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo-pass-1');
  await page.getByRole('button', { name: 'Login' }).click();
  // Held: no plain form submission (the password never goes into a URL).
  expect(page.url()).toBe(`${E2E_API_ORIGIN}/login`);
  release();
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}/my-library`);
});

test('typed before the app arrives and not sent: the fields keep their values once the app is there', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  // Not waiting for the page's load (which waits for the held script): the fields are in the HTML.
  await page.goto(`${E2E_API_ORIGIN}/login`, { waitUntil: 'commit' });
  await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
  release();
  await takenOver(page);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('someone@example.com');
  // The app has the value: the field's error is gone once the app's own validation accepts it.
  await page.getByLabel('Password', { exact: true }).fill('x');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('someone@example.com');
});

test.describe('a device that chose Spanish, in an English browser', () => {
  test('never shows the English page: the app renders Spanish, and the next page comes painted in Spanish', async ({
    page,
  }) => {
    await page.goto(`${E2E_API_ORIGIN}/api/health`);
    await page.evaluate(() => localStorage.setItem('modkit:language', 'es'));
    await watchThePaintedPage(page);
    await page.goto(`${E2E_API_ORIGIN}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    expect((await painted(page)).parsedText).not.toContain('Login');

    await page.goto(`${E2E_API_ORIGIN}/forgot-password`);
    await takenOver(page);
    const seen = await painted(page);
    expect(seen.parsedText).toContain((await page.getByRole('heading', { level: 1 }).textContent()) ?? '?');
    expect(seen.removed).toEqual([]);
  });
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('the app takes the Arabic page over without a change', async ({ page }) => {
    await watchThePaintedPage(page);
    await page.goto(`${E2E_API_ORIGIN}/login`);
    await takenOver(page);
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    const seen = await painted(page);
    expect(seen.parsedText).toContain('تسجيل الدخول');
    expect(seen.removed).toEqual([]);
    expect(seen.shifts).toBe(0);
  });
});
