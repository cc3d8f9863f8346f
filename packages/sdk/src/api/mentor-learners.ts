import type { Client } from '../client/create-client';
import type {
  CareerRecommendation,
  InterestCloudItem,
  Learner,
  LearnerModule,
} from '../contract/entities/people';
import type { UserProject } from '../contract/entities/project';
import type * as contract from '../contract/mentor';
import type { ModulesPageResponse } from '../contract/modules';
import { formatPhone } from '../rules/phone';
import type { Page } from './envelope';
import { listCall, listCallOf } from './list-calls';
import { requestData, requestPage } from './requests';
import type { Module } from './types';

/** My Learners: type=LEARNER, 10 a page (100 in the schedule-session dialog). */
export const LEARNERS_DEFAULT_QUERY = { type: 'LEARNER', page: 1, limit: 10 } as const;
export const SESSION_DIALOG_LEARNERS_LIMIT = 100;

/** A mentor's learners (GET /users/learners). */
export const getLearners = listCall<contract.LearnersResponse, contract.PeopleQuery>(
  '/users/learners',
  LEARNERS_DEFAULT_QUERY,
);

/** One learner (GET /users/learners/{id}; `mentorId` when a super mentor looks through a mentee). */
export async function getLearner(
  client: Client,
  learnerId: number,
  query: contract.LearnerQuery = {},
): Promise<Learner> {
  return requestData<contract.LearnerResponse>(client, 'GET', `/users/learners/${learnerId}`, { query });
}

/** A learner's modules, 5 a page, optionally ASSIGNED or VIEWED only: `(client, learnerId, query?)`. */
export const getLearnerModules = listCallOf<contract.LearnerModulesResponse, contract.LearnerModulesQuery>(
  (learnerId) => ({
    path: `/users/learners/${learnerId}/modules`,
    defaults: { page: 1, limit: 5 },
  }),
);

/** One module of a learner with its user projects (`usersprojects`). */
export async function getLearnerModule(
  client: Client,
  learnerId: number,
  moduleId: number,
): Promise<LearnerModule> {
  return requestData<contract.LearnerModuleResponse>(
    client,
    'GET',
    `/users/learners/${learnerId}/modules/${moduleId}`,
  );
}

/** A learner's submitted projects, 5 a page: `(client, learnerId, query?)`. */
export const getLearnerProjects = listCallOf<contract.LearnerProjectsResponse, contract.LearnerProjectsQuery>(
  (learnerId) => ({
    path: `/users/learners/${learnerId}/projects`,
    defaults: { page: 1, limit: 5, status: 'SUBMITTED', order_by: 'DESC' },
  }),
);

/** One submitted project of a learner (mentor project details; `mentorId` when read through a mentee). */
export async function getUserProject(
  client: Client,
  userProjectId: number,
  query: contract.LearnerQuery = {},
): Promise<UserProject> {
  return requestData<contract.UserProjectDetailResponse>(
    client,
    'GET',
    `/users/user-projects/${userProjectId}`,
    {
      query,
    },
  );
}

/** Removes one learner (DELETE /users/learners/{id}). */
export async function removeLearner(client: Client, learnerId: number): Promise<void> {
  await client.request('DELETE', `/users/learners/${learnerId}`);
}

/** Removes several learners (PATCH /users/learners/bulk-remove `{ ids }`). */
export async function removeLearners(client: Client, ids: number[]): Promise<void> {
  const json: contract.BulkRemoveBody = { ids };
  await client.request('PATCH', '/users/learners/bulk-remove', { json });
}

/**
 * Invites a learner by e-mail and/or phone; the phone is sent as code-number (code from inside parentheses).
 * Resolves to whether the phone was texted (the server's `text_sent`; false: share the link instead).
 */
export async function inviteLearner(
  client: Client,
  input: { email?: string; phone?: string; country_code?: string },
): Promise<{ textSent: boolean }> {
  const json: contract.InviteBody = {};
  if (input.email) json.email = input.email.trim();
  if (input.phone && input.country_code) {
    json.phone = formatPhone(input.country_code, input.phone);
    json.country_code = json.phone.split('-')[0];
  }
  const answer = await client.request<contract.InviteResponse | undefined>('POST', '/users/invite', { json });
  return { textSent: answer?.data?.text_sent === true };
}

/** Assigns modules: one call per selected learner; resolves when all are done (rejects on the first failure). */
export async function assignModulesToLearners(
  client: Client,
  learnerIds: number[],
  moduleIds: number[],
): Promise<void> {
  await Promise.all(
    learnerIds.map((user_id) =>
      client.request('POST', '/modules/assign', { json: { user_id, modules: moduleIds } }),
    ),
  );
}

/** The assign dialog's module search: search_type=CUSTOM, page 1, limit 20, status PUBLISH. */
export async function searchAssignableModules(client: Client, keyword?: string): Promise<Page<Module>> {
  const query = { search_type: 'CUSTOM', page: 1, limit: 20, status: 'PUBLISH', keyword };
  return requestPage<ModulesPageResponse>(client, '/modules/search', {}, query);
}

/** A learner's interest cloud, computed from what they viewed (`mentorId` when read through a mentee). */
export async function getInterestCloud(
  client: Client,
  learnerId: number,
  query: contract.LearnerQuery = {},
): Promise<InterestCloudItem[]> {
  return requestData<contract.InterestCloudResponse>(client, 'GET', `/users/${learnerId}/interest-cloud`, {
    query,
  });
}

/** Careers recommended for a learner (`mentorId` when read through a mentee). */
export async function getCareerRecommendation(
  client: Client,
  learnerId: number,
  query: contract.LearnerQuery = {},
): Promise<CareerRecommendation[]> {
  return requestData<contract.CareerRecommendationResponse>(
    client,
    'GET',
    `/users/${learnerId}/career-recommendation`,
    {
      query,
    },
  );
}
