import { expect, type Page, test } from '@playwright/test';
import { API } from './helpers';
import { auth, LIBRARY_PASSWORD } from './library-helpers';
import { learnerWithModules, moduleKept, workerReady } from './offline-helpers';
import { signInAndOpen } from './shell-helpers';

/**
 * Comments written offline (issue 44): they wait on the device with a key each, say so under the discussion,
 * and reach the server once the network is back, each exactly once (sent together in one batch request), never
 * lost, and not again after a reload.
 */

const discussion = (page: Page) => page.getByRole('region', { name: /Discussion/ });

test('comments made offline reach the server exactly once after reconnecting', async ({
  page,
  context,
  request,
}) => {
  const learner = await learnerWithModules(request, 'offlinecomment', 1);
  const module = learner.modules[0]!;
  const mine = async () => {
    const answer = await request.get(`${API}/comments?module_id=${module.id}&limit=100`, {
      headers: auth(learner.token),
    });
    const { data } = (await answer.json()) as {
      data: { results: Array<{ message: string; user?: { id: number } | null }> };
    };
    return data.results.map((c) => c.message).filter((m) => m.startsWith('Offline '));
  };
  await signInAndOpen(page, learner.email, LIBRARY_PASSWORD, `/my-library/module-preview/${module.id}`);
  await expect(discussion(page).getByLabel('Add a comment')).toBeVisible();
  await workerReady(page);
  await expect.poll(() => moduleKept(page, module.id), { timeout: 20_000 }).toBe(true);
  const batches: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/writes/batch') batches.push(sent.method());
  });

  await context.setOffline(true);
  for (const words of ['Offline first thought', 'Offline second thought']) {
    await discussion(page).getByLabel('Add a comment').fill(words);
    await discussion(page).getByRole('button', { name: 'Post' }).click();
    await expect(discussion(page).getByText(words)).toBeVisible();
  }
  await expect(discussion(page).getByText('Not sent yet: it will be sent when you are online.')).toHaveCount(
    2,
  );
  await expect(page.getByText('2 changes will be sent when you are online')).toBeVisible();
  expect(await mine()).toEqual([]);

  await context.setOffline(false);
  await expect.poll(mine, { timeout: 30_000 }).toHaveLength(2);
  expect((await mine()).sort()).toEqual(['Offline first thought', 'Offline second thought']);
  expect(batches).toEqual(['POST']);
  await expect(page.getByText(/Your changes made offline were sent at/)).toBeVisible();
  await page.reload();
  await expect(discussion(page).getByText('Offline second thought')).toBeVisible();
  expect(await mine()).toHaveLength(2);
});
