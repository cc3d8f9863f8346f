import { expect, test } from '@playwright/test';
import { API, apiGet } from './helpers';
import { auth, LIBRARY_PASSWORD } from './library-helpers';
import { learnerWithModules, workerReady } from './offline-helpers';
import { signInAndOpen } from './shell-helpers';

/**
 * A project's submission made offline (issue 44): the form keeps it on the device ('Saved on this device…'),
 * and it reaches the server when the network is back, with its key, points once.
 */
test("a project's submission made offline reaches the server once the network is back", async ({
  page,
  context,
  request,
}) => {
  const learner = await learnerWithModules(request, 'offlineproject', 1);
  const module = learner.modules[0]!;
  const projects = await apiGet<{ results: Array<{ usersprojects?: Array<{ id: number }> }> }>(
    request,
    learner.token,
    `/modules/${module.id}/projects`,
  );
  const userProjectId = projects.results[0]!.usersprojects![0]!.id;
  const first = await request.post(`${API}/projects/${userProjectId}/submit`, {
    headers: auth(learner.token),
    multipart: { description: 'Written at school' },
  });
  expect(first.ok()).toBe(true);
  const summary = async () =>
    (await apiGet<{ description: string }>(request, learner.token, `/projects/my-projects/${userProjectId}`))
      .description;
  const points = async () =>
    (await apiGet<{ points: number }>(request, learner.token, '/users/total-points')).points;
  const before = await points();

  await signInAndOpen(page, learner.email, LIBRARY_PASSWORD, `/projects/edit-project/${userProjectId}`);
  await expect(page.getByLabel('Summary')).toHaveValue('Written at school');
  await workerReady(page);
  await context.setOffline(true);
  await page.getByLabel('Summary').fill('Finished on the bus');
  await page.getByRole('button', { name: 'Update Project' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Saved on this device. It will be sent when you are online.' }),
  ).toBeVisible();
  await expect(page.getByText('1 change will be sent when you are online')).toBeVisible();
  expect(await summary()).toBe('Written at school');

  await context.setOffline(false);
  await expect.poll(summary, { timeout: 30_000 }).toBe('Finished on the bus');
  await expect(page.getByText(/Your changes made offline were sent at/)).toBeVisible();
  expect(await points()).toBe(before);
});
