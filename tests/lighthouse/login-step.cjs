/**
 * The login step, in the shape of lhci's puppeteer script (collect.ts calls it before each screen's runs):
 * signs the screen's demo account in through the login form, as a person would, when another (or nobody) is
 * signed in, and signs out before a visitor's screen. The app keeps its session in localStorage, which Lighthouse's storage reset leaves (it
 * clears the HTTP cache, service workers and cache storage), so each measured load is signed in on a cold
 * cache. `LIGHTHOUSE_SCREENS` names a JSON file of `{ url, account }` (written by run.ts).
 */
const { readFileSync } = require('node:fs');

const PASSWORD = 'Demo-pass-1';
/** The SDK's session store key (DEFAULT_STORAGE_KEY). */
const SESSION_KEY = 'modkit';

/** @param {import('puppeteer-core').Browser} browser @param {{ url: string }} context */
module.exports = async (browser, { url }) => {
  const screens = JSON.parse(readFileSync(process.env.LIGHTHOUSE_SCREENS, 'utf8'));
  const screen = screens.find((s) => s.url === url);
  if (!screen) throw new Error(`no screen for ${url}`);
  const origin = new URL(url).origin;
  const page = await browser.newPage();
  try {
    // A same-origin api path: reads the stored session without loading the app.
    await page.goto(`${origin}/api/health`);
    const signedInAs = await page.evaluate((key) => {
      try {
        return JSON.parse(localStorage.getItem(key) ?? '{}').state?.user?.data?.email ?? null;
      } catch {
        return null;
      }
    }, SESSION_KEY);
    if (signedInAs === screen.account) return;
    await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
    if (!screen.account) return;
    await page.goto(`${origin}/login`);
    await page.locator('input[name="email"]').fill(screen.account);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await Promise.all([
      page.waitForFunction(() => !/^\/(login)?$/.test(location.pathname), { timeout: 30_000 }),
      page.locator('button[type="submit"]').click(),
    ]);
  } finally {
    await page.close();
  }
};
