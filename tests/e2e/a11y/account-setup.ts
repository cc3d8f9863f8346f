/**
 * The learners of the account journeys, made through the api: a PREMIUM learner with two submitted projects
 * (for the projects list's filters and a project's conversation).
 */
import { expect, type Page } from '@playwright/test';
import { API, apiGet, premiumLearnerThroughApi } from '../helpers';

export const ACCOUNT_PASSWORD = 'Keyboard-pass-2';

interface ProjectRow {
  id: number;
  name: string;
  usersprojects?: Array<{ id: number }>;
}

/** A new PREMIUM learner; returns its address and token. */
export async function premiumLearner(page: Page, tag: string) {
  const { email, token } = await premiumLearnerThroughApi(page.request, tag, {
    password: ACCOUNT_PASSWORD,
    firstName: 'Kit',
    lastName: 'Keys',
  });
  return { email, token };
}

/** A PREMIUM learner who submitted a project of each of two catalogue modules; returns the projects' names. */
export async function learnerWithProjects(page: Page) {
  const { email, token } = await premiumLearner(page, 'keyboard.projects');
  const headers = { Authorization: `Bearer ${token}` };
  const found = await apiGet<{ results: Array<{ id: number; name: string }> }>(
    page.request,
    token,
    '/modules/search?search_type=CUSTOM&status=PUBLISH&page=1&limit=40',
  );
  const modules = found.results.filter((m) => !m.name.includes('XSS')).slice(0, 2);
  const assigned = await page.request.post(`${API}/modules/assign`, {
    headers,
    data: { modules: modules.map((m) => m.id) },
  });
  expect(assigned.ok()).toBe(true);
  const projects: string[] = [];
  for (const m of modules) {
    const [project] = (
      await apiGet<{ results: ProjectRow[] }>(page.request, token, `/modules/${m.id}/projects`)
    ).results;
    if (!project?.usersprojects?.[0]) throw new Error(`module ${m.name} has no project to submit`);
    const response = await page.request.post(`${API}/projects/${project.usersprojects[0].id}/submit`, {
      headers,
      multipart: { description: `My work on ${project.name}` },
    });
    expect(response.ok()).toBe(true);
    projects.push(project.name);
  }
  return { email, projects };
}
