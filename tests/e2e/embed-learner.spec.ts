import { expect, test } from '@playwright/test';
import {
  apiGet,
  events,
  moduleIdByName,
  openPartner,
  openPartnerAs,
  setAttributes,
  tokenFor,
} from './helpers';

test.describe('script-tag widgets on a hostile partner page, as the PREMIUM learner', () => {
  test('the widgets render, the host page keeps its own look, two instances coexist', async ({
    page,
    request,
  }) => {
    const token = await tokenFor(request, 'learner@modkit.test');
    const errors = await openPartner(page);
    const before = await page.locator('#host-paragraph').evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, font: s.fontSize, family: s.fontFamily, sheets: document.styleSheets.length };
    });
    await page.evaluate(
      (t) => (window as unknown as { modkit: { setToken(t: string): void } }).modkit.setToken(t),
      token,
    );

    const recommended = page.locator('#carousel-recommended');
    await expect(recommended.getByRole('heading', { name: 'Recommended for You' })).toBeVisible();
    const trending = page.locator('#carousel-trending');
    await expect(trending.getByRole('heading', { name: 'Trending' })).toBeVisible();
    await expect(recommended.locator('.mk-card').first()).toBeVisible();

    // The widget's own text is not red 40px serif, and its buttons are not lime with dashed borders.
    const title = recommended.getByRole('heading', { name: 'Recommended for You' });
    const look = await title.evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, size: s.fontSize, transform: s.textTransform };
    });
    expect(look.color).not.toBe('rgb(255, 0, 0)');
    expect(look.size).toBe('18px'); // 1.2em of the widget's 15px, whatever the page's root font size
    expect(look.transform).toBe('none');
    const button = recommended.getByRole('button', { name: /View All/ });
    const buttonLook = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(buttonLook).not.toBe('rgb(0, 255, 0)');

    // The host page is unchanged: same computed style, no stylesheet added to the document, its div still hidden.
    const after = await page.locator('#host-paragraph').evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, font: s.fontSize, family: s.fontFamily, sheets: document.styleSheets.length };
    });
    expect(after).toEqual(before);
    expect(after.color).toBe('rgb(255, 0, 0)');
    await expect(page.locator('#host-div')).toBeHidden();
    await expect(page.locator('#host-button')).toHaveCSS('background-color', 'rgb(0, 255, 0)');

    // Two module players with different modules on one page.
    const first = await moduleIdByName(request, token, 'Fibonacci in Nature');
    const second = await moduleIdByName(request, token, 'XSS Probe Module');
    await setAttributes(page, '#player', { 'module-id': String(first) });
    await setAttributes(page, '#player-2', { 'module-id': String(second) });
    await expect(page.locator('#player').getByRole('heading', { name: 'Fibonacci in Nature' })).toBeVisible();
    await expect(page.locator('#player-2').getByRole('heading', { name: 'XSS Probe Module' })).toBeVisible();

    // Attributes are live: the second player switches module.
    await setAttributes(page, '#player-2', { 'module-id': String(first) });
    await expect(
      page.locator('#player-2').getByRole('heading', { name: 'Fibonacci in Nature' }),
    ).toBeVisible();

    // Nothing global but window.modkit.
    const globals = await page.evaluate(() =>
      Object.keys(window).filter((k) => /modkit|preact|React/i.test(k)),
    );
    expect(globals).toEqual(['modkit']);
    expect((await events(page, 'modkit:ready')).length).toBeGreaterThan(3);
    expect(errors).toEqual([]);
  });

  test('the learner completes a module, rates it, comments and submits a project; the points go up', async ({
    page,
    request,
  }) => {
    const token = await openPartnerAs(page, request, 'learner@modkit.test');
    const moduleId = await moduleIdByName(request, token, 'Fibonacci in Nature');
    const pointsBefore = (await apiGet<{ points: number }>(request, token, '/users/total-points')).points;
    await setAttributes(page, '#badge', { token });
    await setAttributes(page, '#player', { token, 'module-id': String(moduleId) });
    await setAttributes(page, '#discussion', { token, 'module-id': String(moduleId) });

    const badge = page.locator('#badge').getByRole('button', { name: /points/ });
    await expect(badge).toHaveText(new RegExp(`${pointsBefore}`));

    const player = page.locator('#player');
    await player.getByRole('button', { name: 'Get Started' }).click();
    await expect(player.getByRole('tab', { name: /Get the idea/ })).toHaveAttribute('aria-selected', 'true');
    await expect(player.getByRole('heading', { name: 'A sequence that builds itself' })).toBeVisible();

    // Tab 1: rate it Loved, confirm, thank-you panel, Continue.
    await player.getByRole('radio', { name: 'Loved' }).check();
    await player.getByRole('button', { name: 'Confirm' }).click();
    await expect(player.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
    await player.getByRole('button', { name: 'Continue' }).click();
    await expect(player.getByRole('tab', { name: /Mini Projects/ })).toHaveAttribute('aria-selected', 'true');
    await expect
      .poll(async () => (await events(page, 'modkit:progress')).at(-1)?.detail)
      .toMatchObject({ completedPercentage: 33 });

    // Tab 2: submit the mini project with a file.
    await player.getByRole('button', { name: 'Submit Project' }).first().click();
    const dialog = player.getByRole('dialog', { name: /Submit Project/ });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Summary is Required')).toBeVisible();
    await dialog.getByLabel('Summary').fill('I counted 34 and 55 spirals on a sunflower head.');
    await dialog.getByLabel('Add Link').fill('https://example.org/spirals');
    await dialog
      .getByLabel(/Upload files/)
      .setInputFiles({ name: 'spirals.txt', mimeType: 'text/plain', buffer: Buffer.from('34 / 55') });
    await expect(dialog.getByText('spirals.txt')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Your Project has been successfully submitted')).toBeVisible();
    await expect(page.getByText('spirals.txt file uploaded successfully')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await player.getByRole('button', { name: 'Continue' }).click();
    // 66 is saved; tab 3 opens, and may already be complete when its end is in view at once.
    await expect
      .poll(async () =>
        (await events(page, 'modkit:progress')).map(
          (e) => (e.detail as { completedPercentage: number }).completedPercentage,
        ),
      )
      .toContain(66);

    // Tab 3: reaching its end completes the module.
    await expect(player.getByRole('tab', { name: /Skill Building projects/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await player.locator('.mk-tab-end').scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await events(page, 'modkit:progress')).at(-1)?.detail)
      .toMatchObject({ completedPercentage: 100 });
    await expect(player.getByRole('button', { name: /Get the idea \(complete\)/ })).toBeVisible();
    const record = await apiGet<{ completed_percentage: number }>(
      request,
      token,
      `/modules/my-modules/${moduleId}`,
    );
    expect(record.completed_percentage).toBe(100);

    // The points badge refreshed itself after the submission.
    const pointsAfter = (await apiGet<{ points: number }>(request, token, '/users/total-points')).points;
    expect(pointsAfter).toBeGreaterThan(pointsBefore);
    await expect(badge).toHaveText(new RegExp(`${pointsAfter}`));

    // Discussion: the post button waits for text; the comment appears after the reload.
    const discussion = page.locator('#discussion');
    const post = discussion.getByRole('button', { name: 'Post' });
    await expect(post).toBeDisabled();
    await discussion.getByLabel('Add a comment').fill('   ');
    await expect(post).toBeDisabled();
    const text = `Spirals everywhere ${Date.now()}`;
    await discussion.getByLabel('Add a comment').fill(`  ${text}  `);
    await post.click();
    await expect(discussion.getByText(text, { exact: true })).toBeVisible();
    await expect(discussion.getByLabel('Add a comment')).toHaveValue('');
    // On a partner page the widget says it in its own live region, unless the host shows it.
    await expect(discussion.getByRole('status')).toHaveText(/Your comment is posted\./);
    expect((await events(page, 'modkit:notice')).at(-1)?.detail).toEqual({
      text: 'Your comment is posted.',
      tone: 'success',
    });
  });
});
