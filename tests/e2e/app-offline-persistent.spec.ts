import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium-args';
import { apiGet } from './helpers';
import { LIBRARY_PASSWORD } from './library-helpers';
import { learnerWithModules, moduleKept, workerReady } from './offline-helpers';
import { signInAndOpen, url } from './shell-helpers';

/** A browser with a profile on disk, as a learner's phone keeps one between two openings of the app. */
const launch = (dir: string) =>
  chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
const firstPage = async (context: BrowserContext) => context.pages()[0] ?? (await context.newPage());

test('a step, a reflection answer and a rating made offline survive closing the browser and reach the server once', async ({
  request,
}) => {
  const learner = await learnerWithModules(request, 'offlinekept', 1);
  const module = learner.modules[0]!;
  const record = () =>
    apiGet<{ completed_percentage: number; reflection_question_answer: string | null }>(
      request,
      learner.token,
      `/modules/my-modules/${module.id}`,
    );
  const points = async () =>
    (await apiGet<{ points: number }>(request, learner.token, '/users/total-points')).points;
  const rating = async () =>
    (
      await apiGet<{ hasUserLikedModule?: { score: number } | null }>(
        request,
        learner.token,
        `/modules/auth/${module.id}`,
      )
    ).hasUserLikedModule?.score ?? null;
  const dir = mkdtempSync(join(tmpdir(), 'modkit-offline-profile-'));
  try {
    let context = await launch(dir);
    let page = await firstPage(context);
    await signInAndOpen(
      page,
      learner.email,
      LIBRARY_PASSWORD,
      `/my-library/module-preview/module-page/${module.id}`,
    );
    await expect(page.getByRole('tab', { name: /Get the idea/ })).toHaveAttribute('aria-selected', 'true');
    await workerReady(page);
    await expect.poll(() => moduleKept(page, module.id), { timeout: 20_000 }).toBe(true);

    // No network: the answer, the rating and the step wait on the device.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit your Answer' }).click();
    const reflection = page.getByRole('dialog', { name: 'Reflection Question' });
    await reflection.getByLabel('Your answer').fill('Written on the bus.');
    await reflection.getByRole('button', { name: 'Submit' }).click();
    await expect(reflection.getByRole('status')).toHaveText(
      'Saved on this device. It will be sent when you are online.',
    );
    await page.keyboard.press('Escape');
    await page.getByRole('radio', { name: 'Loved' }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('tab', { name: /Mini Projects/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('3 changes will be sent when you are online')).toBeVisible();
    await context.close();
    expect(await record()).toMatchObject({ completed_percentage: 0, reflection_question_answer: null });
    expect(await rating()).toBeNull();
    expect(await points()).toBe(0);

    // Opened again with the network: the app sends them at its start, each once.
    context = await launch(dir);
    page = await firstPage(context);
    await page.goto(url('/my-list'));
    await expect.poll(async () => (await record()).completed_percentage, { timeout: 30_000 }).toBe(33);
    expect((await record()).reflection_question_answer).toBe('Written on the bus.');
    expect(await rating()).toBe(10);
    expect(await points()).toBe(100);
    await expect(page.getByText(/Your changes made offline were sent at/)).toBeVisible();
    await page.reload();
    await page.waitForLoadState('load');
    expect(await points()).toBe(100);
    await context.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
