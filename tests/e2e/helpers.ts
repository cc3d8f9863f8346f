import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_API_ORIGIN, E2E_PARTNER_ORIGIN } from '../../playwright.config';

export const API = `${E2E_API_ORIGIN}/api`;
export const DEMO_PASSWORD = 'Demo-pass-1';

/**
 * Chromium for a test that follows the LTI tool in an LMS's frame: the frame stays in the page's process (no
 * site isolation) only so that the test can follow it across its cross-site navigations. `args`: any more.
 */
export const framedLmsLaunch = (...args: string[]) => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    ...args,
    '--disable-site-isolation-trials',
    '--disable-features=IsolateOrigins,site-per-process',
  ],
});

/** Signs a demo account in through the api, as a partner's backend would, and returns its token. */
export async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${API}/auth/login`, {
    data: { email, password: DEMO_PASSWORD, recaptchaResponse: 'e2e', machine_id: `e2e-${email}` },
  });
  if (!response.ok()) throw new Error(`login ${email}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { meta: { token: string } }).meta.token;
}

/** A GET on the api with a token; returns `data`. */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${API}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: T }).data;
}

/** Opens the hostile partner page (another origin than the api); `csp` adds a strict nonce policy. */
export async function openPartner(page: Page, options: { csp?: boolean } = {}): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${E2E_PARTNER_ORIGIN}/hostile.html${options.csp ? '?csp=1' : ''}`);
  await page.waitForFunction(() => customElements.get('modkit-module-player') !== undefined);
  return errors;
}

/** Signs `email` in through the api, then opens the partner page; returns the token for the widgets. */
export async function openPartnerAs(page: Page, request: APIRequestContext, email: string): Promise<string> {
  const token = await tokenFor(request, email);
  await openPartner(page);
  return token;
}

/** Sets attributes on an element of the partner page (attributes are live). */
export async function setAttributes(page: Page, selector: string, attributes: Record<string, string>) {
  await page.locator(selector).evaluate((el, attrs) => {
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  }, attributes);
}

/** The events the widgets dispatched so far (the page records them). */
export function events(page: Page, type: string) {
  return page.evaluate(
    (t) =>
      (
        window as unknown as { __events: Array<{ type: string; target: string; detail: unknown }> }
      ).__events.filter((e) => e.type === t),
    type,
  );
}

/** A module id by name, through the api. */
export async function moduleIdByName(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<number> {
  const page = await apiGet<{ results: Array<{ id: number; name: string }> }>(
    request,
    token,
    `/modules/search?keyword=${encodeURIComponent(name)}&limit=40&status=PUBLISH&search_type=CUSTOM`,
  );
  const found = page.results.find((m) => m.name === name);
  if (!found) throw new Error(`no module named ${name}`);
  return found.id;
}

/** Whether a frame of the page comes from another origin than the page (about:blank and srcdoc share it). */
function hasFrameOfAnotherOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => {
    const url = frame.url();
    if (!url || url === 'about:blank' || url === 'about:srcdoc') return false;
    return new URL(url).origin !== origin;
  });
}

/** axe (WCAG 2.1 A/AA and best practices) on the given parts of the page; one line per violation. */
export async function axeViolations(page: Page, selectors: string[] = ['main']): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  for (const selector of selectors) builder = builder.include(selector);
  // Without a frame of another origin, axe runs in the page itself (axe.run): the default runs each frame
  // apart and joins the parts in a new blank page, with axe's 550 kB source parsed a second time there.
  // The results are the same; frames of another origin (an LMS around the tool) need the default. Only the
  // violations are listed in full (axe's `resultTypes`: passes and the rest keep one node each).
  builder = builder.setLegacyMode(!hasFrameOfAnotherOrigin(page)).options({ resultTypes: ['violations'] });
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Signs into the standalone app through its login form; lands where the login sends that account. */
export async function signInToApp(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  landing = '/my-library',
) {
  await page.goto(`${E2E_API_ORIGIN}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${E2E_API_ORIGIN}${landing}`);
}

/**
 * Signs the browser out by forgetting the stored session, on a page of the origin where the app does not run:
 * cleared under a live app, the session could be written back by a read still on its way (a profile refresh).
 */
export async function forgetSession(page: Page) {
  await page.goto(`${E2E_API_ORIGIN}/api/health`);
  await page.evaluate(() => localStorage.clear());
}

/** The document's scroll width: a screen fits 360 px when this is at most 360 at that viewport width. */
export function documentWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

let sequence = 0;
/** A fresh address per call and run (letters, digits and dots only: the signup e-mail rule). */
export const freshEmail = (tag: string) => `${tag}.${Date.now()}.${++sequence}@modkit.test`;

/** Creates an account through the api (multipart, as the SDK's signup sends it); returns its token. */
export async function signUpThroughApi(
  request: APIRequestContext,
  account: {
    email: string;
    password: string;
    status?: 'STUDENT' | 'MENTOR';
    firstName?: string;
    lastName?: string;
  },
): Promise<string> {
  const response = await request.post(`${API}/auth/signup`, {
    multipart: {
      first_name: account.firstName ?? 'Ada',
      last_name: account.lastName ?? 'Learner',
      email: account.email,
      password: account.password,
      status: account.status ?? 'STUDENT',
      recaptchaResponse: 'e2e',
      machine_id: 'e2e',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { meta: { token: string } }).meta.token;
}

/** A fresh learner signed up through the api (`tag` in its address) who bought PREMIUM: its address and token. */
export async function premiumLearnerThroughApi(
  request: APIRequestContext,
  tag: string,
  account: { password: string; firstName: string; lastName: string },
) {
  const email = freshEmail(tag);
  const token = await signUpThroughApi(request, { email, ...account });
  await buyPackage(request, token, 'PREMIUM');
  return { email, token };
}

/** Presses Pay on the test gateway's checkout page: posts the proof the page carries (a bare POST is refused). */
export async function payAtTestGateway(request: APIRequestContext, checkoutUrl: string): Promise<boolean> {
  const checkout = await (await request.get(checkoutUrl)).text();
  const proof = checkout.match(/\/succeed"><input type="hidden" name="proof" value="([^"]+)"/)?.[1] ?? '';
  return (await request.post(`${checkoutUrl}/succeed`, { form: { proof } })).ok();
}

/** Buys a package through the api's test gateway (order, pay, verify) for the account of `token`. */
export async function buyPackage(request: APIRequestContext, token: string, packageName: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const packages = await apiGet<{ results: Array<{ id: number; name: string }> }>(
    request,
    token,
    '/packages',
  );
  const pkg = packages.results.find((p) => p.name === packageName);
  if (!pkg) throw new Error(`no package ${packageName}`);
  const created = await request.post(`${API}/orders`, { headers: auth, data: { package_id: pkg.id } });
  expect(created.status()).toBe(201);
  const order = ((await created.json()) as { data: { id: number; gateway_reference_id: string } }).data;
  expect(await payAtTestGateway(request, `${API}/payments/test-gateway/${order.gateway_reference_id}`)).toBe(
    true,
  );
  const verified = await apiGet<{ status: string }>(request, token, `/orders/${order.id}/verify`);
  expect(verified.status).toBe('SUCCESS');
}

/** The mails to an address in the development mailbox, newest first. */
export async function mailsTo(request: APIRequestContext, to: string) {
  const response = await request.get(`${API}/dev/mailbox?to=${encodeURIComponent(to)}`);
  const { data } = (await response.json()) as { data: { results: Array<{ subject: string; text: string }> } };
  return data.results;
}

/**
 * No axe violation in `main`, and no horizontal scroll at 360 px (axe again there: narrow layouts hide and
 * show other controls; `atNarrow` waits for the narrow layout); the viewport is put back after.
 */
export async function expectAccessibleAndNarrow(
  page: Page,
  selectors: string[] = ['main'],
  atNarrow?: () => Promise<void>,
) {
  expect(await axeViolations(page, selectors)).toEqual([]);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  await atNarrow?.();
  expect(await documentWidth(page)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page, selectors)).toEqual([]);
  if (size) await page.setViewportSize(size);
}

/**
 * A new learner through the api (FREE, or on a package bought through the test gateway), signed into the
 * app on My Library; returns its address and token.
 */
export async function freshLearnerInApp(
  page: Page,
  tag: string,
  options: { password: string; packageName?: string; firstName?: string; lastName?: string },
) {
  const email = freshEmail(tag);
  const token = await signUpThroughApi(page.request, {
    email,
    password: options.password,
    firstName: options.firstName ?? 'Jo',
    lastName: options.lastName ?? 'Learner',
  });
  if (options.packageName) await buyPackage(page.request, token, options.packageName);
  await signInToApp(page, email, options.password);
  return { email, token };
}

/**
 * The sign-in settings (which carry the captcha: the development token here) answer only once `released` says
 * so: a test presses a button before the captcha could answer.
 */
export async function holdSignInSettings(page: Page, released: () => boolean) {
  await page.route('**/api/auth/providers', async (route) => {
    await expect.poll(released, { timeout: 10_000 }).toBe(true);
    await route.continue();
  });
}

/** The demo learner's token and the id of Circuits From Scratch, the partner page open. */
export async function partnerPageWithCircuits(page: Page, request: APIRequestContext) {
  const token = await tokenFor(request, 'learner@modkit.test');
  const moduleId = await moduleIdByName(request, token, 'Circuits From Scratch');
  await openPartner(page);
  return { token, moduleId };
}
