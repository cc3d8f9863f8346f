import { expect, test } from '@playwright/test';
import { apiGet, openPartnerAs, setAttributes } from './helpers';

test('the mentor removes a learner and assigns a module from the learner table', async ({
  page,
  request,
}) => {
  const token = await openPartnerAs(page, request, 'mentor@modkit.test');
  await setAttributes(page, '#learners', { token });
  const table = page.locator('#learners');
  await expect(table.getByRole('heading', { name: 'My Learners' })).toBeVisible();
  const before = await apiGet<{ results: Array<{ id: number; full_name: string }> }>(
    request,
    token,
    '/users/learners?limit=100&type=LEARNER',
  );
  const total = before.results.length;
  expect(total).toBeGreaterThan(10);
  // Ten per page, in two columns; Remove and Assign wait for a selection.
  await expect(table.getByRole('checkbox', { name: /^Select (?!all)/ })).toHaveCount(10);
  await expect(table.getByRole('button', { name: 'Remove', exact: true })).toBeDisabled();
  await expect(table.getByRole('button', { name: 'Assign', exact: true })).toBeDisabled();
  await expect(table.getByText(`Page 1 of ${Math.ceil(total / 10)}`)).toBeVisible();

  // Search narrows the list.
  const victim = before.results.find((l) => l.full_name && !/^(Maya|Leo) /.test(l.full_name))!;
  await table.getByRole('searchbox', { name: 'Search by student name' }).fill(victim.full_name);
  await expect(table.getByRole('checkbox', { name: /^Select (?!all)/ })).toHaveCount(1);

  // Remove one: the confirm, then the message, and the learner is gone.
  await table.getByRole('button', { name: `Remove ${victim.full_name}` }).click();
  const confirm = table.getByRole('alertdialog', { name: 'Remove' });
  await expect(confirm.getByText('Are you sure you want to remove this learner?')).toBeVisible();
  await confirm.getByRole('button', { name: "Don't remove" }).click();
  await expect(table.getByRole('checkbox', { name: `Select ${victim.full_name}` })).toBeVisible();
  await table.getByRole('button', { name: `Remove ${victim.full_name}` }).click();
  await confirm.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(table.getByText('Learner removed successfully.')).toBeVisible();
  await expect(table.getByText('No learners Found')).toBeVisible();
  const after = await apiGet<{ results: Array<{ id: number }> }>(
    request,
    token,
    '/users/learners?limit=100&type=LEARNER',
  );
  expect(after.results.map((l) => l.id)).not.toContain(victim.id);

  // Assign a module to the demo learner, through the dialog.
  await table.getByRole('searchbox', { name: 'Search by student name' }).fill('Maya');
  const learnerBox = table.getByRole('checkbox', { name: /^Select (?!all)/ }).first();
  await learnerBox.check();
  await table.getByRole('button', { name: 'Assign', exact: true }).click();
  const dialog = table.getByRole('dialog', { name: 'Assign module(s)' });
  // Without a keyword the newest modules are offered, less those the learner already has.
  const option = dialog.getByRole('checkbox').first();
  await expect(option).toBeVisible();
  const picked = (await dialog.locator('.mk-pick-list label').first().textContent())!.trim();
  const maya = before.results.find((l) => l.full_name.startsWith('Maya'))!;
  const held = await apiGet<{ results: Array<{ module: { name: string } }> }>(
    request,
    token,
    `/users/learners/${maya.id}/modules?limit=100`,
  );
  expect(held.results.map((m) => m.module.name)).not.toContain(picked);
  await option.check();
  await dialog.getByRole('button', { name: /^Assign/ }).click();
  await expect(table.getByText('Modules assigned successfully.')).toBeVisible();
  const now = await apiGet<{ results: Array<{ module: { name: string } }> }>(
    request,
    token,
    `/users/learners/${maya.id}/modules?limit=100`,
  );
  expect(now.results.map((m) => m.module.name)).toContain(picked);
});

test('the invite dialog shows the invite link and copies it with feedback', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await openPartnerAs(page, request, 'mentor@modkit.test');
  await setAttributes(page, '#learners', { token });
  const table = page.locator('#learners');
  await table.getByRole('button', { name: 'Invite New Learners' }).click();
  const dialog = table.getByRole('dialog', { name: 'Invite New Learners' });
  await expect(dialog.getByLabel('Invite link')).toHaveValue(/\/my-library\?value=[\w-]+\.[\w-]+\.[\w-]+$/);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText(/Link copied successfully!|Unable to Copy the Link!/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(dialog.getByText('Email is Required')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the super mentor sees the dashboard with its counters and charts', async ({ page, request }) => {
  const token = await openPartnerAs(page, request, 'supermentor@modkit.test');
  await setAttributes(page, '#dashboard', { token });
  const dashboard = page.locator('#dashboard');
  await expect(dashboard.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(dashboard.locator('.mk-counter').first()).toBeVisible();
  await expect(dashboard.getByRole('heading', { name: 'Hour comparison' })).toBeVisible();
  await expect(dashboard.locator('canvas').first()).toBeVisible();
  // Pie percentages add up to 100.
  const percents = await dashboard.locator('.mk-pie__legend td:nth-child(2)').allTextContents();
  if (percents.length)
    expect(Math.round(percents.reduce((s, p) => s + Number.parseFloat(p), 0) * 10) / 10).toBe(100);
  // The same month twice is refused with the spec's text.
  const months = dashboard.locator('input[type=month]');
  const first = await months.nth(0).inputValue();
  await months.nth(1).fill(first);
  await expect(dashboard.getByText("Can't select same month twice!")).toBeVisible();
});

test('the hour comparison holds its height while its chart code loads: nothing below it moves', async ({
  page,
  request,
}) => {
  // The chart's two lazy files are held until each state has been measured.
  const held = new Map<string, () => Promise<void>>();
  await page.route(/\/chunks\/(hour-chart|uPlot)[^/]*\.js$/, (route) => {
    held.set(/hour-chart/.test(route.request().url()) ? 'chart' : 'uplot', () => route.continue());
  });
  const token = await openPartnerAs(page, request, 'supermentor@modkit.test');
  await setAttributes(page, '#dashboard', { token });
  const panel = page.locator('#dashboard').getByRole('region', { name: 'Hour comparison' });
  const height = async () => (await panel.boundingBox())!.height;
  await expect(panel.getByRole('status')).toContainText('Loading the chart');
  const whileLoading = await height();
  await expect.poll(() => held.has('chart')).toBe(true);
  await held.get('chart')!();
  await expect(panel.locator('.mk-hour-chart')).toBeAttached();
  const beforeItsDrawing = await height();
  await expect.poll(() => held.has('uplot')).toBe(true);
  await held.get('uplot')!();
  await expect(panel.locator('canvas').first()).toBeVisible();
  const drawn = await height();
  expect([whileLoading, beforeItsDrawing]).toEqual([drawn, drawn]);
});
