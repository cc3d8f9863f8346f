/**
 * The demo accounts the route sweep signs in as, and the ids of their demo data (looked up through the api).
 */
import type { APIRequestContext } from '@playwright/test';
import { apiGet, tokenFor } from '../helpers';
import type { Ids, Role } from './sweep-route';

const MENTOR = 'mentor@modkit.test';
const SUPER_MENTOR = 'supermentor@modkit.test';
const LEARNER = 'learner@modkit.test';
const FREE = 'free@modkit.test';

/** Each signed-in role's demo account. */
export const ACCOUNTS: Record<Exclude<Role, 'visitor'>, string> = {
  learner: LEARNER,
  free: FREE,
  mentor: MENTOR,
  supermentor: SUPER_MENTOR,
  admin: 'admin@modkit.test',
};

type Paged<T> = { results: T[] };

/** The ids of the demo data, through the api as each role sees it. */
export async function lookUpIds(request: APIRequestContext): Promise<Ids> {
  const learner = await tokenFor(request, LEARNER);
  const mentor = await tokenFor(request, MENTOR);
  const superMentor = await tokenFor(request, SUPER_MENTOR);
  const packages = await apiGet<Paged<{ id: number; name: string }>>(request, learner, '/packages');
  const pkg = (name: string) => packages.results.find((p) => p.name === name)!.id;
  // The demo learner's own project (other tests submit more) and its module.
  const projects = await apiGet<Paged<{ id: number; module: { id: number }; project: { name: string } }>>(
    request,
    learner,
    '/projects/my-projects?limit=100',
  );
  const project = projects.results.find((p) => p.project.name === 'Floating Boxes in Two-Point Perspective')!;
  const module = await apiGet<{ careers: Array<{ id: number }> }>(
    request,
    learner,
    `/modules/auth/${project.module.id}`,
  );
  const collections = await apiGet<Paged<{ id: number; name: string }>>(
    request,
    learner,
    '/collections?limit=100',
  );
  const subscriptions = await apiGet<Paged<{ status: string; order: { id: number } | null }>>(
    request,
    learner,
    '/users/subscriptions',
  );
  const learners = await apiGet<Paged<{ id: number; full_name: string }>>(
    request,
    mentor,
    '/users/learners?limit=100',
  );
  const mentees = await apiGet<Paged<{ id: number; full_name: string }>>(
    request,
    superMentor,
    '/users/mentees',
  );
  return {
    moduleId: project.module.id,
    careerId: module.careers[0]!.id,
    collectionId: collections.results.find((c) => c.name === 'Learn Better, Live Better')!.id,
    userProjectId: project.id,
    premiumId: pkg('PREMIUM'),
    eliteId: pkg('ELITE'),
    orderId: subscriptions.results.find((s) => s.status === 'ACTIVE')!.order!.id,
    learnerId: learners.results.find((l) => l.full_name === 'Maya Thompson')!.id,
    menteeId: mentees.results.find((m) => m.full_name === 'Daniel Reyes')!.id,
    // A like page no run has liked yet on this server.
    likeId: 500_000 + (Date.now() % 400_000),
  };
}
