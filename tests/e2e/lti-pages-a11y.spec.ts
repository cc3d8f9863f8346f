import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { E2E_PLATFORM_ORIGIN } from '../../playwright.config';
import { axeViolations, framedLmsLaunch } from './helpers';

/**
 * The LTI tool's own pages as a keyboard and screen-reader user meets them inside an LMS (WCAG 2.4.2 titles,
 * 3.1.1 / 3.1.2 language, 1.4.10 reflow at 320 px, 2.1.1 keyboard, 4.1.3 status messages and errors): the
 * launch page, the content picker of a deep-linking request and the refusal page, each opened by the test
 * platform in its course page's frame. The course page leaves the frame the width of the viewport less its
 * 8 px margins: a 336 px viewport gives the tool 320 CSS px.
 */

test.use({
  viewport: { width: 336, height: 800 },
  // As lti-launch.spec.ts: the frame stays in the page's process so that the test can follow it across its
  // cross-site navigations.
  launchOptions: framedLmsLaunch(),
});

/** Opens the course page for `user` (`sub:role[:deep-linking][:locale]`); returns the tool's frame. */
async function openCourse(page: Page, user: string): Promise<FrameLocator> {
  await page.goto(`${E2E_PLATFORM_ORIGIN}/course?user=${encodeURIComponent(user)}`);
  return page.frameLocator('iframe[name=tool]');
}

/** The tool page's language, direction and title, and whether it fits its frame's width (no sideways scroll). */
function pageFacts(frame: FrameLocator) {
  return frame.locator('html').evaluate((html) => ({
    lang: html.getAttribute('lang'),
    dir: html.getAttribute('dir'),
    title: document.title,
    width: html.clientWidth,
    fits: html.scrollWidth <= html.clientWidth,
  }));
}

/** The element that has the keyboard focus inside the frame, as `tag#id` or `tag:name`. */
function focused(frame: FrameLocator) {
  return frame.locator('html').evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}`;
  });
}

test("the launch page is in the LMS's language, titled, fits 320 px and passes axe", async ({ page }) => {
  const frame = await openCourse(page, 'a11y-learner-1:Learner::es-ES');
  await expect(frame.locator('.mk-card').first()).toBeVisible({ timeout: 20_000 });
  const facts = await pageFacts(frame);
  expect(facts).toMatchObject({ lang: 'es', dir: 'ltr', width: 320, fits: true });
  expect(facts.title.trim()).not.toBe('');
  // The widget inside speaks the page's language too.
  await expect(frame.locator('[part~="root"]').first()).toHaveAttribute('lang', 'es');
  expect(await axeViolations(page, ['iframe[name=tool]'])).toEqual([]);
});

test('the content picker is used by keyboard alone, in Arabic at 320 px, and sends the choice to the course', async ({
  page,
}) => {
  const frame = await openCourse(page, 'a11y-teacher-1:Instructor:deep-linking:ar');
  await expect(frame.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByRole('checkbox').first()).toBeVisible();
  const facts = await pageFacts(frame);
  expect(facts).toMatchObject({ lang: 'ar', dir: 'rtl', width: 320, fits: true });
  expect(facts.title.trim()).not.toBe('');
  // The modules' names are their catalogue's English, set apart from the Arabic page around them.
  const firstName = frame.locator('#modules label span').first();
  await expect(firstName).toHaveAttribute('lang', 'en');
  await expect(firstName).toHaveAttribute('dir', 'auto');
  expect(await axeViolations(page, ['iframe[name=tool]'])).toEqual([]);

  // From the course page, Tab reaches the search box inside the frame; typing narrows the list.
  for (let i = 0; i < 10 && (await focused(frame)) !== 'input#q'; i++) await page.keyboard.press('Tab');
  expect(await focused(frame)).toBe('input#q');
  await page.keyboard.type('Drawing in Perspective');
  const drawing = frame.getByRole('checkbox', { name: 'Drawing in Perspective' });
  await expect(drawing).toBeVisible();
  await expect(frame.getByRole('status')).toHaveText('');
  // Tab to the module's box, tick it with Space, then Tab to Add to course and press Enter.
  for (let i = 0; i < 40 && !(await drawing.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(drawing).toBeFocused();
  await page.keyboard.press('Space');
  await expect(drawing).toBeChecked();
  const add = frame.locator('#add');
  for (let i = 0; i < 80 && (await focused(frame)) !== 'button#add'; i++) await page.keyboard.press('Tab');
  await expect(add).toBeFocused();
  const returned = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/deep-link-return'),
  );
  await page.keyboard.press('Enter');
  expect((await returned).postData()).toContain('JWT=');
});

test("a failure in the content picker is announced at once (an alert), in the page's language", async ({
  page,
}) => {
  const frame = await openCourse(page, 'a11y-teacher-2:Instructor:deep-linking:es-ES');
  await expect(frame.getByRole('checkbox').first()).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByRole('alert')).toHaveText('');
  // The tool refuses the choice (as it would a session that ended).
  await page.route('**/lti/deep-link', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthenticated."}' }),
  );
  await frame.getByRole('checkbox').first().check();
  await frame.locator('#add').click();
  await expect(frame.getByRole('alert')).toHaveText('Unauthenticated.');
  await expect(frame.getByRole('status')).toHaveText('');
  await expect(frame.locator('#add')).toBeEnabled();
});

test("a refusal page says why in the launch's language, titled, in a main landmark, at 320 px", async ({
  page,
}) => {
  // A learner cannot add activities to a course: the deep-linking request is refused.
  const frame = await openCourse(page, 'a11y-learner-2:Learner:deep-linking:es-ES');
  const main = frame.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('modkit no pudo abrir esta actividad', {
    timeout: 20_000,
  });
  await expect(main.locator('#reason')).toHaveText(
    'Solo el profesorado puede añadir actividades de modkit a un curso.',
  );
  const facts = await pageFacts(frame);
  expect(facts).toMatchObject({ lang: 'es', dir: 'ltr', title: 'Acceso rechazado', width: 320, fits: true });
  expect(await axeViolations(page, ['iframe[name=tool]'])).toEqual([]);
});
