import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_API_ORIGIN } from '../../playwright.config';
import {
  API,
  apiGet,
  axeViolations,
  documentWidth,
  mailsTo,
  premiumLearnerThroughApi,
  signInToApp,
} from './helpers';

/**
 * The preview's button after the last tab (issue: "the app a learner trusts"): 'Completed', and beside it a
 * 'View certificate' link once the learner holds the certificate of a collection with the module; a module
 * not finished yet reads 'Continue' without it.
 */

const url = (path: string) => `${E2E_API_ORIGIN}${path}`;
const PASSWORD = 'Certificate-pass-1';

/** The verify-account link of the signup mail, opened: the certificate needs a verified account. */
async function verifyThroughMailbox(page: Page, email: string) {
  const mail = (await mailsTo(page.request, email)).find((m) => /verif/i.test(m.subject));
  const link = mail && /https?:\/\/\S+\/verify-account\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verify-account link mailed to ${email}`);
  await page.goto(link);
  await expect(page.getByText(`Your e-mail address ${email} is verified.`)).toBeVisible();
}

/** Calls the api as the learner and expects a 2xx. */
async function send(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'PATCH',
  path: string,
  data: object,
) {
  const response = await request.fetch(`${API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
}

test("a learner who earned a collection's certificate finds it beside 'Completed' on the module's preview", async ({
  page,
}) => {
  const { email, token } = await premiumLearnerThroughApi(page.request, 'certificate', {
    password: PASSWORD,
    firstName: 'Cora',
    lastName: 'Finisher',
  });
  await verifyThroughMailbox(page, email);

  // A collection of four modules: Get the Idea and the reflection answer of each earns its certificate
  // (part 1 §5); the first module is then read to its end (100 %), the second to 66 %.
  const collections = await apiGet<{ results: Array<{ id: number; name: string; no_of_modules: number }> }>(
    page.request,
    token,
    '/collections?limit=100',
  );
  const collection = [...collections.results]
    .filter((c) => c.no_of_modules > 0)
    .sort((a, b) => a.no_of_modules - b.no_of_modules)[0]!;
  const { modules } = await apiGet<{ modules: Array<{ id: number; name: string }> }>(
    page.request,
    token,
    `/collections/${collection.id}`,
  );
  const ids = modules.map((m) => m.id);
  await send(page.request, token, 'POST', '/modules/assign', { modules: ids });
  for (const id of ids) {
    await send(page.request, token, 'PATCH', `/modules/my-modules/${id}/completed_percentage`, {
      completed_percentage: 33,
      completed_tab: 1,
    });
    await send(page.request, token, 'POST', `/modules/my-modules/${id}/submit-reflection-question`, {
      reflection_question_answer: 'What I will try next.',
    });
  }
  const [done, halfway] = modules;
  await send(page.request, token, 'PATCH', `/modules/my-modules/${done!.id}/completed_percentage`, {
    completed_percentage: 100,
    completed_tab: 3,
  });
  await send(page.request, token, 'PATCH', `/modules/my-modules/${halfway!.id}/completed_percentage`, {
    completed_percentage: 66,
    completed_tab: 2,
  });

  await signInToApp(page, email, PASSWORD);
  // The collection's page gives the certificate (its panel offers the download).
  await page.goto(url(`/my-library/collections/view-collection/${collection.id}`));
  await expect(
    page
      .getByRole('region', { name: 'Certificate of Completion' })
      .getByRole('link', { name: /Download Certificate/ }),
  ).toBeVisible();

  // The finished module: 'Completed', and the certificate beside it.
  await page.goto(url(`/my-library/module-preview/${done!.id}`));
  await expect(page.getByRole('heading', { level: 2, name: done!.name })).toBeVisible();
  const completed = page.getByRole('button', { name: 'Completed', exact: true });
  await expect(completed).toBeVisible();
  const link = page.getByRole('link', {
    name: `View certificate of ${collection.name} (PDF, opens in a new tab)`,
  });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');

  // The link opens the learner's certificate: a PDF, answered 200.
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/\/api\/files\/certificates\/[0-9a-f]+\.pdf\?access=/);
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // From the button, Tab reaches the link, which shows its focus ring.
  await completed.focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const ring = await link.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(await axeViolations(page)).toEqual([]);

  // At 360 px: no sideways scroll, the link whole on screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(link).toBeInViewport();
  expect(await documentWidth(page)).toBeLessThanOrEqual(360);
  const box = (await link.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(box.height).toBeGreaterThanOrEqual(24);

  // A module of the same collection not read to its end: 'Continue', no certificate link.
  await page.goto(url(`/my-library/module-preview/${halfway!.id}`));
  await expect(page.getByRole('heading', { level: 2, name: halfway!.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /View certificate/ })).toHaveCount(0);
});
