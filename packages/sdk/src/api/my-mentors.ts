import type { Mentor } from '../contract/entities/social';
import type { PageEnvelope } from './envelope';
import { listCall } from './list-calls';

/** Loads the signed-in learner's mentors for My Mentors (GET /users/my-mentors, chosen path; part 1 §2.25). */
export const getMyMentors = listCall<PageEnvelope<Mentor>>('/users/my-mentors', { page: 1, limit: 100 });
