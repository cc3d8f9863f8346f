import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import { ENTRY_RELEASED, requestsWithEntryHeld } from './entry-held';
import { apiGet, signInToApp, tokenFor } from './helpers';

/**
 * The largest paint of My List (its first card, alone on a phone's screen) and of a module preview (its hero)
 * is a module's cover: the page start, which asks for the screen's first reads from the HTML, also asks for
 * that cover as soon as the read's answer names it, so that it downloads while the app's code does rather than
 * once the app has rendered the card. Checked by holding the app's entry chunk: the cover is asked for (once)
 * before the app's code has run.
 */

const LEARNER = 'learner@modkit.test';

type Media = { path: string } | Array<{ path: string }> | null;
const coverOf = (media: Media) => (Array.isArray(media) ? media[0]?.path : media?.path);

/** Opens `path` with the app's entry held until `cover` was asked for (10 s at most); the GETs in order. */
const requestsWhileOpening = (page: Page, path: string, cover: string, ready: () => Promise<void>) =>
  requestsWithEntryHeld(page, path, (sent) => sent.includes(cover), ready);

function expectAskedBeforeTheApp(sent: string[], cover: string) {
  const released = sent.indexOf(ENTRY_RELEASED);
  expect(released, `the entry among ${sent.join(' ')}`).toBeGreaterThan(0);
  expect(sent.indexOf(cover), `${cover} before the app's code ran, among ${sent.join(' ')}`).toBeLessThan(
    released,
  );
  expect(sent.indexOf(cover)).toBeGreaterThanOrEqual(0);
  // Once while the app's code is held: the page start asks for it a single time. Once the app runs, a preview
  // asks again (its hero, and the device's copy of a module read for offline use, issue 44: three in all here).
  expect(
    sent.slice(0, released).filter((url) => url === cover),
    `${cover} once before the app's code ran`,
  ).toHaveLength(1);
}

async function learnerToken(request: APIRequestContext) {
  return tokenFor(request, LEARNER);
}

test("My List: the first card's cover is asked for with the list, before the app's code has run", async ({
  page,
  request,
}) => {
  const token = await learnerToken(request);
  const list = await apiGet<{ myList: Array<{ name: string; media: Media }> }>(
    request,
    token,
    '/users/my-list?type=RECENTLY_VIEWED&order=DESC&page=1&limit=12&user_type=STUDENT',
  );
  const first = list.myList[0]!;
  const cover = coverOf(first.media)!;
  expect(cover).toMatch(/^\/api\/files\//);
  await signInToApp(page, LEARNER);
  const sent = await requestsWhileOpening(page, '/my-list', cover, () =>
    expect(page.getByRole('button', { name: first.name }).first()).toBeVisible(),
  );
  expectAskedBeforeTheApp(sent, cover);
  // The card shows the cover it was given.
  const image = page.locator('.mk-card').first().locator('img');
  await expect(image).toHaveAttribute('src', `${E2E_API_ORIGIN}${cover}`);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("a module preview: its hero's cover is asked for with the module, before the app's code has run", async ({
  page,
  request,
}) => {
  const token = await learnerToken(request);
  const projects = await apiGet<{ results: Array<{ module: { id: number } }> }>(
    request,
    token,
    '/projects/my-projects?limit=1',
  );
  const id = projects.results[0]!.module.id;
  const module = await apiGet<{ name: string; media: Media }>(request, token, `/modules/auth/${id}`);
  const cover = coverOf(module.media)!;
  expect(cover).toMatch(/^\/api\/files\//);
  await signInToApp(page, LEARNER);
  const sent = await requestsWhileOpening(page, `/my-library/module-preview/${id}`, cover, () =>
    expect(page.getByRole('heading', { name: module.name })).toBeVisible(),
  );
  expectAskedBeforeTheApp(sent, cover);
});
