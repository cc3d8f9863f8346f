/**
 * The learner of the keyboard journey: a new PREMIUM learner, verified, one step short of a collection's
 * certificate: every module of the smallest collection but one has 'Get the Idea' done and its reflection
 * answered; the last one (with a reflection question and projects on tabs 2 and 3) is left to the journey.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { API, apiGet, mailsTo, premiumLearnerThroughApi } from '../helpers';

export const JOURNEY_PASSWORD = 'Keyboard-pass-1';

interface ModuleData {
  id: number;
  name: string;
  reflection_question?: string | null;
  projects?: Array<{ type: string }>;
}

/** Calls the api as the learner and expects a 2xx. */
async function send(request: APIRequestContext, token: string, method: string, path: string, data: object) {
  const response = await request.fetch(`${API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
}

/** The verify-account link of the signup mail, opened through the api (the certificate needs it). */
async function verify(page: Page, email: string) {
  const mail = (await mailsTo(page.request, email)).find((m) => /verif/i.test(m.subject));
  const token = mail && /verify-account\?token=([^&\s]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no verify-account link mailed to ${email}`);
  const response = await page.request.post(`${API}/auth/verify`, {
    data: { activationToken: decodeURIComponent(token), email },
  });
  expect(response.ok(), `verify: ${await response.text()}`).toBe(true);
}

/** A module the journey can finish: a reflection question, and projects on its tabs 2 and 3. */
const finishable = (m: ModuleData) =>
  !!m.reflection_question &&
  ['MINI_PROJECT', 'SKILL_BUILDING_PROJECT'].every((type) => m.projects?.some((p) => p.type === type));

/** Makes the learner; returns its address, the collection and the module left to finish. */
export async function learnerOneStepFromCertificate(page: Page) {
  const { email, token } = await premiumLearnerThroughApi(page.request, 'keyboard', {
    password: JOURNEY_PASSWORD,
    firstName: 'Kim',
    lastName: 'Keys',
  });
  await verify(page, email);
  const collections = await apiGet<{ results: Array<{ id: number; name: string; no_of_modules: number }> }>(
    page.request,
    token,
    '/collections?limit=100',
  );
  for (const collection of [...collections.results].sort((a, b) => a.no_of_modules - b.no_of_modules)) {
    const { modules } = await apiGet<{ modules: Array<{ id: number }> }>(
      page.request,
      token,
      `/collections/${collection.id}`,
    );
    const full = await Promise.all(
      modules.map((m) => apiGet<ModuleData>(page.request, token, `/modules/auth/${m.id}?include=projects`)),
    );
    const last = full.find(finishable);
    if (!last) continue;
    const others = full.filter((m) => m !== last);
    if (others.length)
      await send(page.request, token, 'POST', '/modules/assign', { modules: others.map((m) => m.id) });
    for (const m of others) {
      await send(page.request, token, 'PATCH', `/modules/my-modules/${m.id}/completed_percentage`, {
        completed_percentage: 33,
        completed_tab: 1,
      });
      if (m.reflection_question)
        await send(page.request, token, 'POST', `/modules/my-modules/${m.id}/submit-reflection-question`, {
          reflection_question_answer: 'What I will try next.',
        });
    }
    return { email, collection, module: last };
  }
  throw new Error('no collection has a module with a reflection question and projects on tabs 2 and 3');
}
