import type { Client } from '../client/create-client';
import type { Mentor } from '../contract/entities/social';
import { type Page, type PageEnvelope, toPage, withDefaults } from './envelope';

/** Loads the signed-in learner's mentors for My Mentors (GET /users/my-mentors, chosen path; part 1 §2.25). */
export async function getMyMentors(
  client: Client,
  query: { page?: number; limit?: number } = {},
): Promise<Page<Mentor>> {
  const q = withDefaults({ page: 1, limit: 100 }, query);
  return toPage(await client.request<PageEnvelope<Mentor>>('GET', '/users/my-mentors', { query: q }));
}
