import { expect, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { axeViolations } from './helpers';

/**
 * The accessibility checks of every other browser test go through `axeViolations`: it must report what is
 * wrong in the light DOM and inside a widget's shadow root (the app's content is mostly there), or each
 * `toEqual([])` after it would pass whatever the page.
 */
test('the axe helper reports an image without a text and unreadable text inside a shadow root', async ({
  page,
}) => {
  await page.goto(`${E2E_API_ORIGIN}/terms-and-conditions`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    main.append(image);
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' }).innerHTML =
      '<p style="color:#eee;background:#fff">A sentence nobody can read.</p>';
    main.append(host);
  });
  const found = await axeViolations(page);
  expect(found.map((line) => line.split(':')[0])).toEqual(
    expect.arrayContaining(['image-alt', 'color-contrast']),
  );
});
