import { expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';

/**
 * The login and signup screens show exactly the social logins the server lists (`GET /api/auth/providers`,
 * asked at run time, never a build flag), and each button speaks the spec's wire format (part 1 §7:
 * POST /auth/{provider} {accessToken, machine_id, role}). The e2e server configures no provider, so its list
 * is answered here as a configured server's would be; the providers' own scripts are stand-ins (no network):
 * Google's renders a button that hands over an ID token, Facebook's login returns an access token. The real
 * server still answers the sign-ins ('Social login is not configured.'). The server side of each provider
 * is tested against a real OpenID provider in packages/api/test/accounts/social-login.test.ts.
 */
const ORIGIN = E2E_API_ORIGIN;
const LINKEDIN_AUTHORIZE = 'https://linkedin.example.test/oauth/v2/authorization';
const CONFIGURED = [
  { provider: 'facebook', clientId: '1234567890' },
  { provider: 'google', clientId: 'modkit.apps.googleusercontent.example' },
  {
    provider: 'linkedin',
    clientId: 'linkedin-client',
    authorizationUrl: LINKEDIN_AUTHORIZE,
    redirectUri: `${ORIGIN}/linkedin-callback`,
  },
];

/** Google Identity Services as the page uses it: initialize + renderButton; the button hands an ID token. */
const GIS_STUB = `window.google = { accounts: { id: {
  initialize(config) { window.__gis = config; },
  renderButton(parent, options) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = 'Google: ' + options.text;
    b.onclick = () => window.__gis.callback({ credential: 'header.google-id-token.signature' });
    parent.append(b);
  },
} } };`;
/** The Facebook SDK: init, and a login that returns a user access token. */
const FB_STUB = `window.FB = {
  init(config) { window.__fb = config; },
  login(callback) { callback({ authResponse: { accessToken: 'EAAfacebook-user-token' } }); },
};
window.fbAsyncInit && window.fbAsyncInit();`;

async function withProviders(page: Page, list: object[]) {
  await page.route('**/api/auth/providers', (route) =>
    route.fulfill({ json: { data: list }, headers: { 'Cache-Control': 'no-store' } }),
  );
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({ body: GIS_STUB, contentType: 'text/javascript' }),
  );
  await page.route('https://connect.facebook.net/en_US/sdk.js', (route) =>
    route.fulfill({ body: FB_STUB, contentType: 'text/javascript' }),
  );
}

const socialButtons = (page: Page) =>
  page.getByRole('list', { name: /with another account/ }).getByRole('button');

test('without configured providers the login screen shows no social button', async ({ page }) => {
  const asked = page.waitForRequest((r) => r.url() === `${ORIGIN}/api/auth/providers`);
  await page.goto(`${ORIGIN}/login`);
  expect((await (await asked).response())?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: /with (Google|Facebook|LinkedIn)/ })).toHaveCount(0);
});

test('the login screen shows the configured buttons in the spec order, and each one signs in its way', async ({
  page,
}) => {
  await withProviders(page, CONFIGURED);
  await page.goto(`${ORIGIN}/login`);
  await expect(socialButtons(page)).toHaveText([
    'Continue with Facebook',
    'Google: continue_with',
    'Continue with LinkedIn',
  ]);
  expect(
    await page.evaluate(() => (window as unknown as { __gis: { client_id: string } }).__gis.client_id),
  ).toBe('modkit.apps.googleusercontent.example');

  // Facebook: the SDK's access token goes to POST /auth/facebook; the server's answer is shown.
  const facebook = page.waitForRequest((r) => r.url() === `${ORIGIN}/api/auth/facebook`);
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  expect((await facebook).postDataJSON()).toEqual({
    accessToken: 'EAAfacebook-user-token',
    machine_id: expect.any(String),
  });
  await expect(page.getByRole('alertdialog')).toContainText('Social login is not configured.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  // Google: the ID token of Google's button goes to POST /auth/google.
  const google = page.waitForRequest((r) => r.url() === `${ORIGIN}/api/auth/google`);
  await page.getByRole('button', { name: 'Google: continue_with' }).click();
  expect((await google).postDataJSON()).toMatchObject({ accessToken: 'header.google-id-token.signature' });
  await expect(page.getByRole('alertdialog')).toContainText('Social login is not configured.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  // LinkedIn: a redirect to the authorization endpoint the server named, with its redirect URI.
  await page.route(`${LINKEDIN_AUTHORIZE}**`, (route) =>
    route.fulfill({ body: 'LinkedIn', contentType: 'text/html' }),
  );
  await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await page.waitForURL(`${LINKEDIN_AUTHORIZE}**`);
  const sent = new URL(page.url()).searchParams;
  expect(Object.fromEntries(sent)).toEqual({
    response_type: 'code',
    client_id: 'linkedin-client',
    redirect_uri: `${ORIGIN}/linkedin-callback`,
    state: expect.stringMatching(/^[\w-]{20,}$/),
    scope: 'openid profile email',
  });
});

test('signup shows only what the server lists, and sends the chosen role', async ({ page }) => {
  await withProviders(page, [CONFIGURED[0]!]);
  await page.goto(`${ORIGIN}/signup?type=educator`);
  await expect(socialButtons(page)).toHaveText(['Sign up with Facebook']);
  const facebook = page.waitForRequest((r) => r.url() === `${ORIGIN}/api/auth/facebook`);
  await page.getByRole('button', { name: 'Sign up with Facebook' }).click();
  expect((await facebook).postDataJSON()).toMatchObject({
    accessToken: 'EAAfacebook-user-token',
    role: 'MENTOR',
  });
});
