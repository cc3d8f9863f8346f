import { expect, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { signInToApp } from './helpers';
import { LEARNER } from './shell-helpers';

/**
 * Web push in the browser (part 1 §7): a signed-in user is offered push, which registers the app's service
 * worker at the site root; a push delivered to it (through Chromium's DevTools protocol, as the browser's
 * push service would) shows as a notification with the server's text. The server side (encryption, VAPID,
 * delivery to a push service) is tested in packages/api/test/messaging/push.test.ts.
 */

test('the service worker registered at the root shows a push as a notification', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: E2E_API_ORIGIN });
  const sw = await page.request.get(`${E2E_API_ORIGIN}/sw.js`);
  expect(sw.headers()['content-type']).toMatch(/javascript/);

  await signInToApp(page, LEARNER);
  // The offer comes a few seconds after the shell opens; then the worker is active for the whole site.
  const scope = await page.evaluate(async () => {
    for (let i = 0; i < 100; i++) {
      const registration = await navigator.serviceWorker.getRegistration('/');
      if (registration?.active) return registration.scope;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return null;
  });
  expect(scope).toBe(`${E2E_API_ORIGIN}/`);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r: { scopeURL: string }) => r.scopeURL === `${E2E_API_ORIGIN}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: E2E_API_ORIGIN,
    registrationId: await registrationId,
    data: JSON.stringify({
      title: 'modkit',
      body: 'Your mentor scheduled a session.',
      url: '/notifications',
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        const shown = (await registration?.getNotifications()) ?? [];
        return shown.map((n) => [n.title, n.body]);
      }),
    )
    .toEqual([['modkit', 'Your mentor scheduled a session.']]);
});
