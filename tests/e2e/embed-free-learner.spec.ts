import { expect, test } from '@playwright/test';
import { API, events, moduleIdByName, openPartnerAs, setAttributes, tokenFor } from './helpers';

test('the FREE learner meets the package locks: collections, reflection, projects, and the strip when no module is left', async ({
  page,
  request,
}) => {
  const token = await openPartnerAs(page, request, 'free@modkit.test');
  const firstModule = await moduleIdByName(request, token, 'Why Bridges Stand Up');
  await setAttributes(page, '#carousel-collections', { token });
  await setAttributes(page, '#player', { token, 'module-id': String(firstModule) });

  // Collections: locked cards and the popover with its Upgrade action.
  const collections = page.locator('#carousel-collections');
  await expect(collections.getByRole('img', { name: 'Locked' }).first()).toBeVisible();
  await collections.getByRole('button', { name: /Locked/ }).click();
  const popover = collections.getByRole('dialog', { name: 'Collections' });
  await expect(popover).toContainText('multidisciplinary mini-modules');
  await popover.getByRole('button', { name: 'Upgrade' }).click();
  await expect
    .poll(async () => (await events(page, 'modkit:navigate')).at(-1)?.detail)
    .toMatchObject({ kind: 'pricing' });

  // The module: Get Started assigns it (one of the three free modules), then the locks inside.
  const player = page.locator('#player');
  await player.getByRole('button', { name: 'Get Started' }).click();
  await expect(player.getByRole('tablist')).toBeVisible();
  await player.getByRole('button', { name: 'Submit your Answer' }).click();
  await expect(player.getByRole('dialog', { name: 'Reflection Question' })).toContainText(
    'Upgrade to submit Reflection Question/s and get quality feedback from our mentor.',
  );
  await expect(player.getByRole('dialog', { name: 'Reflection Question' }).getByRole('textbox')).toHaveCount(
    0,
  );
  await page.keyboard.press('Escape');
  await player.getByRole('tab', { name: /Mini Projects/ }).click();
  const locked = player.getByRole('button', { name: /Submit Project/ }).first();
  await expect(locked).toHaveAttribute('aria-disabled', 'true');
  await expect(locked).toHaveAccessibleDescription(
    'Upgrade to Premium to submit your project and get quality feedback from our mentor.',
  );
  await locked.hover();
  await expect(player.locator('[part=tooltip]')).toHaveText(/Upgrade to Premium/);

  // Use up the remaining free modules, then Get Started on a new one shows the strip.
  for (const name of ['Materials That Changed History', 'Circuits From Scratch']) {
    const id = await moduleIdByName(request, token, name);
    const response = await request.post(`${API}/modules/assign`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { modules: [id] },
    });
    expect(response.ok()).toBe(true);
  }
  const fresh = await moduleIdByName(request, token, 'How Robots Sense the World');
  await setAttributes(page, '#player', { 'module-id': String(fresh) });
  await expect(player.getByRole('heading', { name: 'How Robots Sense the World' })).toBeVisible();
  // The player reads the profile once per token: a new token (a fresh sign-in) sees the new allowance.
  await setAttributes(page, '#player', { token: await tokenFor(request, 'free@modkit.test') });
  await player.getByRole('button', { name: 'Get Started' }).click();
  // The api refuses the assignment; this learner has not verified their e-mail, so the strip asks for that.
  const strip = player.getByRole('alert');
  await expect(strip).toContainText('Please verify your email address. CLICK HERE to verify.');
  await strip.getByRole('button', { name: 'Verify' }).click();
  await expect(strip.getByRole('status')).toHaveText('A verification link has been sent to your email.');
  // Verify went away: its outcome has the focus (WCAG 2.4.3), not the page.
  await expect(strip.getByRole('status')).toBeFocused();
});
