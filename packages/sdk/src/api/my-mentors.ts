import type { Client } from '../client/create-client';
import type { Mentor } from '../contract/entities/social';
import type { Page, PageEnvelope } from './envelope';
import { requestPage } from './requests';

/** Loads the signed-in learner's mentors for My Mentors (GET /users/my-mentors, chosen path; part 1 §2.25). */
export async function getMyMentors(
  client: Client,
  query: { page?: number; limit?: number } = {},
): Promise<Page<Mentor>> {
  return requestPage<PageEnvelope<Mentor>>(client, '/users/my-mentors', { page: 1, limit: 100 }, query);
}
