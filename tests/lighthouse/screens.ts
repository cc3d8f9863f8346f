/**
 * The screens Lighthouse measures (issue: every main screen of every role), each with the demo account that
 * opens it (none: signed out) and whether it is a public page (those also score SEO). Paths that need a demo
 * record's id get it from `lookUpIds`, through the api as that role sees it.
 */

import { modulePagePath } from '../../packages/sdk/src/rules/routing';

export type Account =
  | 'learner@modkit.test'
  | 'free@modkit.test'
  | 'mentor@modkit.test'
  | 'supermentor@modkit.test'
  | 'admin@modkit.test';

export interface Ids {
  moduleId: number;
  premiumId: number;
  learnerId: number;
}

export interface Screen {
  name: string;
  /** Who is signed in; null: a visitor. */
  account: Account | null;
  path(ids: Ids): string;
  /** A public page: search engines see it (SEO 100). */
  public?: boolean;
}

export const DEMO_PASSWORD = 'Demo-pass-1';

/** Grouped by account: the login step signs in once per group. */
export const SCREENS: Screen[] = [
  { name: 'login', account: null, public: true, path: () => '/login' },
  { name: 'signup', account: null, public: true, path: () => '/signup' },
  { name: 'forgot password', account: null, public: true, path: () => '/forgot-password' },
  { name: 'terms', account: null, public: true, path: () => '/terms-and-conditions' },
  { name: 'instant signup', account: null, public: true, path: (ids) => `/instant-signup/${ids.premiumId}` },
  { name: 'pricing (FREE learner)', account: 'free@modkit.test', path: () => '/my-library?upgrade=true' },
  { name: 'library home', account: 'learner@modkit.test', path: () => '/my-library' },
  {
    name: 'module preview',
    account: 'learner@modkit.test',
    path: (ids) => `/my-library/module-preview/${ids.moduleId}`,
  },
  {
    name: 'module page, tab 1',
    account: 'learner@modkit.test',
    path: (ids) => modulePagePath(ids.moduleId),
  },
  {
    name: 'module page, tab 2',
    account: 'learner@modkit.test',
    path: (ids) => modulePagePath(ids.moduleId, 2),
  },
  {
    name: 'module page, tab 3',
    account: 'learner@modkit.test',
    path: (ids) => modulePagePath(ids.moduleId, 3),
  },
  { name: 'My List', account: 'learner@modkit.test', path: () => '/my-list' },
  { name: 'projects', account: 'learner@modkit.test', path: () => '/projects' },
  { name: 'activity log', account: 'learner@modkit.test', path: () => '/activity-log' },
  { name: 'My Profile', account: 'learner@modkit.test', path: () => '/my-profile' },
  {
    name: 'mentor My Learners',
    account: 'mentor@modkit.test',
    path: () => '/mentor/my-learners',
  },
  {
    name: "mentor: a learner's details",
    account: 'mentor@modkit.test',
    path: (ids) => `/mentor/view-details/${ids.learnerId}`,
  },
  { name: 'mentor sessions', account: 'mentor@modkit.test', path: () => '/mentor/mentor-sessions' },
  {
    name: 'super-mentor dashboard',
    account: 'supermentor@modkit.test',
    path: () => '/super-mentor/dashboard',
  },
  {
    name: 'super-mentor My Mentees',
    account: 'supermentor@modkit.test',
    path: () => '/super-mentor/my-child-mentors',
  },
  { name: 'admin partners', account: 'admin@modkit.test', path: () => '/admin/partners' },
];

async function apiGet<T>(origin: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${origin}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

async function tokenFor(origin: string, email: Account): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password: DEMO_PASSWORD,
      recaptchaResponse: 'lighthouse',
      machine_id: 'lh-ids',
    }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { meta: { token: string } }).meta.token;
}

type Paged<T> = { results: T[] };

/** The demo module with projects (the learner's own project's), the PREMIUM package and the mentor's Maya. */
export async function lookUpIds(origin: string): Promise<Ids> {
  const learner = await tokenFor(origin, 'learner@modkit.test');
  const mentor = await tokenFor(origin, 'mentor@modkit.test');
  const packages = await apiGet<Paged<{ id: number; name: string }>>(origin, learner, '/packages');
  const projects = await apiGet<Paged<{ module: { id: number }; project: { name: string } }>>(
    origin,
    learner,
    '/projects/my-projects?limit=100',
  );
  const learners = await apiGet<Paged<{ id: number; full_name: string }>>(
    origin,
    mentor,
    '/users/learners?limit=100',
  );
  return {
    moduleId: projects.results.find((p) => p.project.name === 'Floating Boxes in Two-Point Perspective')!
      .module.id,
    premiumId: packages.results.find((p) => p.name === 'PREMIUM')!.id,
    learnerId: learners.results.find((l) => l.full_name === 'Maya Thompson')!.id,
  };
}
