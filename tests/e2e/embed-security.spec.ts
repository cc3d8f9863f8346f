import { expect, test } from '@playwright/test';
import { E2E_PARTNER_ORIGIN } from '../../playwright.config';
import { API, moduleIdByName, openPartner, setAttributes, tokenFor } from './helpers';

const xssFlag = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __xss?: string }).__xss);

test('module HTML and comments carrying XSS vectors render inert', async ({ page, request }) => {
  const token = await tokenFor(request, 'learner@modkit.test');
  const moduleId = await moduleIdByName(request, token, 'XSS Probe Module');
  const payloads = [
    `<img src=x onerror="window.__xss='comment-img'">`,
    `<script>window.__xss='comment-script'</script>`,
    `<svg onload="window.__xss='comment-svg'"></svg>`,
    `<a href="javascript:window.__xss='comment-link'">link</a>`,
  ];
  for (const message of payloads) {
    const response = await request.post(`${API}/comments`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { module_id: moduleId, message },
    });
    expect(response.ok()).toBe(true);
  }
  await openPartner(page);
  await setAttributes(page, '#player', { token, 'module-id': String(moduleId) });
  await setAttributes(page, '#discussion', { token, 'module-id': String(moduleId) });

  const player = page.locator('#player');
  await expect(player.locator('#desc-text')).toHaveText('Safe description');
  // The link stays, without its javascript: URL; it opens in a new tab.
  const link = player.locator('#js-link');
  await expect(link).toHaveText('click');
  expect(await link.getAttribute('href')).toBeNull();
  await link.click();
  await player.getByRole('button', { name: 'Get Started' }).click();
  await expect(player.locator('#idea-heading')).toHaveText('Probe content');
  // The editor's CSS styles its content only, and nothing in it loads: @import, @font-face, url(), image-set()
  // and their escaped spellings (\75 rl, @\69mport) never reach the tracking server.
  await expect(player.locator('#idea-heading')).toHaveCSS('color', 'rgb(1, 2, 3)');
  await expect(player.locator('#idea-heading')).toHaveCSS('background-image', 'none');
  await expect(player.locator('#click-me')).toHaveCSS('background-image', 'none');
  await expect(player.locator('iframe, script, form, [onclick], [onerror], [onload]')).toHaveCount(0);
  await player.locator('#click-me').click();
  await player.getByRole('tab', { name: /Mini Projects/ }).click();
  await expect(player.getByRole('heading', { name: 'Probe Project' })).toBeVisible();

  // The comments show their text as text.
  const discussion = page.locator('#discussion');
  for (const message of payloads) await expect(discussion.getByText(message, { exact: true })).toBeVisible();
  await expect(discussion.locator('img, script, svg')).toHaveCount(0);

  await page.waitForTimeout(300);
  expect(await xssFlag(page)).toBeUndefined();
  expect(await (await request.get(`${E2E_PARTNER_ORIGIN}/tracked`)).json()).toEqual([]);
});

test('a page with a strict nonce-based Content-Security-Policy runs the widgets', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, 'learner@modkit.test');
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await openPartner(page, { csp: true });
  await page.evaluate(
    (t) => (window as unknown as { modkit: { setToken(t: string): void } }).modkit.setToken(t),
    token,
  );
  const recommended = page.locator('#carousel-recommended');
  await expect(recommended.getByRole('heading', { name: 'Recommended for You' })).toBeVisible();
  // The widget's stylesheet applied (its heading is not the page's red 40px).
  await expect(recommended.getByRole('heading', { name: 'Recommended for You' })).toHaveCSS(
    'font-size',
    '18px',
  );
  expect(violations).toEqual([]);
});

test('a widget without a token asks the host to sign in, and a bad token says so', async ({ page }) => {
  await openPartner(page);
  await expect(page.locator('#player').getByText('Sign in to continue.')).toBeVisible();
  await setAttributes(page, '#player', { token: 'not-a-token', 'module-id': '1' });
  await expect(page.locator('#player').getByRole('alert')).toContainText('Unauthorized');
  const required = await page.evaluate(() =>
    (window as unknown as { __events: Array<{ type: string; target: string }> }).__events.filter(
      (e) => e.type === 'modkit:auth-required' && e.target === 'player',
    ),
  );
  expect(required.length).toBeGreaterThan(0);
});
