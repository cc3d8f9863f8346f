import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@modkit/api';
import { expect } from 'vitest';
import { learnerSignupForm } from '../../../api/test/fixtures/forms';
import type { TestPlatform } from '../platform/test-platform';
import type { Harness } from '../tool-harness';
import { launch, launchSession, login } from '../tool-harness';

/** A reflection in three scripts (Latin with accents, Arabic, Chinese), kept byte for byte. */
export const REFLECTION = 'Ça dépend de la lumière — يعتمد على الضوء — 这取决于光线';
const LEARNER = 'learner@modkit.test';
const SUPER_MENTOR = 'supermentor@modkit.test';
const LMS_SUBJECT = 'lms-learner-43';

type SearchAnswer = { ids: number[]; total: number; corrected: string | null };

/** What a school looked like before a move, to find it the same after. */
export interface School {
  learnerId: number;
  learnerToken: string;
  photoPath: string;
  photo: Buffer;
  moduleId: number;
  /** The learner's progress in it, as stored (it only rises: the demo learner may have been further). */
  progress: number;
  lmsUserId: number;
  /** The search's answers, by keyword. */
  search: Record<string, SearchAnswer>;
  dashboard: unknown;
  /** The highest account id so far. */
  maxUserId: number;
}

type Answer = { status: number; body: any };

async function call(
  url: string,
  method: string,
  path: string,
  { token, json, form }: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<Answer> {
  const res = await fetch(`${url}/api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

async function signIn(url: string, email: string): Promise<{ id: number; token: string }> {
  const res = await call(url, 'POST', '/auth/login', {
    json: { email, password: DEMO_PASSWORD, machine_id: 'move-test' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.data.id, token: res.body.meta.token };
}

/** An LMS launch of the registered platform for the one LMS learner: the account it opens. */
async function lmsLaunch(url: string, platform: TestPlatform): Promise<number> {
  const h = { toolUrl: url, platform } as Harness;
  const started = await login(h);
  const idToken = await platform.sign(platform.claims({ nonce: started.nonce, sub: LMS_SUBJECT }));
  const page = await launch(h, { id_token: idToken, state: started.state }, started.cookie);
  expect(page.status, page.html.slice(0, 300)).toBe(200);
  const data = launchSession(page.html)!;
  return (await call(url, 'GET', '/users/profile', { token: data.token })).body.data.id;
}

async function searchFor(url: string, token: string, keyword: string): Promise<SearchAnswer> {
  const res = await call(url, 'GET', `/modules/search?keyword=${keyword}&limit=50`, { token });
  expect(res.status).toBe(200);
  return {
    ids: (res.body.data.results as Array<{ id: number }>).map((r) => r.id),
    total: res.body.meta.pagination.total as number,
    corrected: res.body.meta.corrected_keyword ?? null,
  };
}

/**
 * The search's answers to a word as written, a word that only its stem finds ('paintings': the demo's names
 * say 'Painting'), and a typo that only the vocabulary corrects ('impresionism'): what the index (SQLite's
 * stems, PostgreSQL's search_vector) and the vocabulary with its trigrams must answer after a move.
 */
async function searchAnswers(url: string, token: string): Promise<Record<string, SearchAnswer>> {
  const answers: Record<string, SearchAnswer> = {};
  for (const keyword of ['perspective', 'paintings', 'impresionism'])
    answers[keyword] = await searchFor(url, token, keyword);
  expect(answers.paintings!.total).toBeGreaterThan(0);
  expect(answers.impresionism!.corrected).toBe('impressionism');
  expect(answers.impresionism!.total).toBeGreaterThan(0);
  return answers;
}

async function dashboardFigures(url: string) {
  const { token } = await signIn(url, SUPER_MENTOR);
  const now = new Date();
  const res = await call(url, 'POST', '/users/supermentor-dashboard', {
    token,
    json: { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

/**
 * The names of the modules a search for 'hole' finds: the test's catalogue imported after the move names one
 * 'How Black Holes Form' (only the stem finds it).
 */
export async function importedFound(url: string, before: School): Promise<string[]> {
  const res = await call(url, 'GET', '/modules/search?keyword=hole&limit=50', { token: before.learnerToken });
  expect(res.status).toBe(200);
  return (res.body.data.results as Array<{ name: string }>).map((r) => r.name);
}

/**
 * A learner's own writes on a running server — a photo, a module's progress, a reflection in three scripts —
 * and an LMS learner's launch; then what a move must keep: the search's answers, the super mentor's figures.
 */
export async function schoolWrites(url: string, platform: TestPlatform, photo: Buffer): Promise<School> {
  const learner = await signIn(url, LEARNER);
  const form = new FormData();
  form.append('media', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me.png');
  const profile = await call(url, 'PATCH', '/users/profile', { token: learner.token, form });
  expect(profile.status).toBe(200);
  const search = await searchFor(url, learner.token, 'perspective');
  const moduleId = search.ids[0]!;
  const token = learner.token;
  expect((await call(url, 'POST', '/modules/assign', { token, json: { modules: [moduleId] } })).status).toBe(
    200,
  );
  const step = { completed_percentage: 40, completed_tab: 1 };
  const path = `/modules/my-modules/${moduleId}`;
  const progress = await call(url, 'PATCH', `${path}/completed_percentage`, { token, json: step });
  expect(progress.status).toBe(200);
  const answer = { reflection_question_answer: REFLECTION };
  expect(
    (await call(url, 'POST', `${path}/submit-reflection-question`, { token, json: answer })).status,
  ).toBe(200);
  const lmsUserId = await lmsLaunch(url, platform);
  return {
    learnerId: learner.id,
    learnerToken: learner.token,
    photoPath: profile.body.data.media.path,
    photo,
    moduleId,
    progress: progress.body.data.completed_percentage,
    lmsUserId,
    search: await searchAnswers(url, learner.token),
    dashboard: await dashboardFigures(url),
    maxUserId: lmsUserId,
  };
}

/** A new learner's signup: the id it gets. */
async function signUp(url: string): Promise<number> {
  const form = learnerSignupForm({
    first_name: 'Nadia',
    last_name: 'Moved',
    email: `moved${Date.now()}@example.com`,
    machine_id: 'move-test',
  });
  const res = await call(url, 'POST', '/auth/signup', { form });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

/**
 * The school a server serves is the one before the move: the password and the token from before work, the
 * photo is the same bytes, the learner's progress and reflection are there as written, the LMS launches into
 * the same account, the search and the super mentor's figures answer the same; the next account gets an id
 * above every one before. Answers the school with that account (the next move's "before").
 */
export async function sameSchool(url: string, platform: TestPlatform, before: School): Promise<School> {
  expect((await signIn(url, LEARNER)).id).toBe(before.learnerId);
  const token = before.learnerToken;
  const profile = await call(url, 'GET', '/users/profile', { token });
  expect([profile.status, profile.body.data?.id]).toEqual([200, before.learnerId]);
  const photo = await fetch(`${url}${profile.body.data.media.path}`);
  expect(profile.body.data.media.path).toBe(before.photoPath);
  expect(Buffer.from(await photo.arrayBuffer())).toEqual(before.photo);
  const mine = await call(url, 'GET', `/modules/my-modules/${before.moduleId}`, { token });
  expect(mine.body.data.completed_percentage).toBe(before.progress);
  expect(mine.body.data.reflection_question_answer).toBe(REFLECTION);
  expect(await lmsLaunch(url, platform)).toBe(before.lmsUserId);
  expect(await searchAnswers(url, token)).toEqual(before.search);
  expect(await dashboardFigures(url)).toEqual(before.dashboard);
  const fresh = await signUp(url);
  expect(fresh).toBeGreaterThan(before.maxUserId);
  return { ...before, maxUserId: fresh };
}

/** The root's `npm run restore` (the composed server's command: the api's and the LTI tool's tables), to its end. */
export function runRootRestore(
  archive: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const name of ['DATABASE_URL', 'STORAGE_URL', 'NODE_ENV']) if (!(name in env)) delete childEnv[name];
  const root = join(import.meta.dirname, '../../../host-demo');
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/cli/restore.ts', archive],
    { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => {
    stdout += c;
  });
  child.stderr.on('data', (c) => {
    stderr += c;
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
