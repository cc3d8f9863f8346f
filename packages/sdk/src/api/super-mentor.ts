import type { Client } from '../client/create-client';
import type { Mentee } from '../contract/entities/people';
import type * as contract from '../contract/mentor';
import { listCall, listCallOf } from './list-calls';
import { requestData } from './requests';

/** My Mentees: type=SUPER_MENTOR,MENTOR, 10 a page. */
export const MENTEES_DEFAULT_QUERY = { type: 'SUPER_MENTOR,MENTOR', page: 1, limit: 10 } as const;

export const getMentees = listCall<contract.MenteesResponse, contract.PeopleQuery>(
  '/users/mentees',
  MENTEES_DEFAULT_QUERY,
);

/** One mentee (answer `data.mentor`). */
export async function getMentee(client: Client, menteeId: number): Promise<Mentee> {
  return (await client.request<contract.MenteeResponse>('GET', `/users/mentees/${menteeId}`)).data.mentor;
}

/** A mentee's learners: `(client, menteeId, query?)`. */
export const getMenteeLearners = listCallOf<contract.LearnersResponse, contract.PeopleQuery>((menteeId) => ({
  path: `/users/mentees/${menteeId}/learners`,
  defaults: { type: 'LEARNER', page: 1, limit: 10 },
}));

export async function removeMentee(client: Client, menteeId: number): Promise<void> {
  await client.request('DELETE', `/users/mentees/${menteeId}`);
}

/** Minutes per day and categories of one month. */
export async function getMenteeActivity(
  client: Client,
  menteeId: number,
  query: contract.MonthQuery,
): Promise<contract.MenteeActivity> {
  return requestData<contract.MenteeActivityResponse>(client, 'GET', `/users/mentees/${menteeId}/activity`, {
    query,
  });
}

/** Assigned-learner statistics for a month, or overall without one. */
export async function getMenteeStats(
  client: Client,
  menteeId: number,
  query: contract.MonthQuery = {},
): Promise<contract.MenteeStats> {
  return requestData<contract.MenteeStatsResponse>(client, 'GET', `/users/mentees/${menteeId}/stats`, {
    query,
  });
}

/** The super-mentor dashboard (POST /users/supermentor-dashboard). */
export async function getDashboard(
  client: Client,
  body: contract.DashboardBody,
): Promise<contract.Dashboard> {
  return requestData<contract.DashboardResponse>(client, 'POST', '/users/supermentor-dashboard', {
    json: body,
  });
}

/** The dashboard's filter lists (GET /users/school-grade). */
export async function getSchoolGrade(client: Client): Promise<contract.SchoolGrade> {
  return requestData<contract.SchoolGradeResponse>(client, 'GET', '/users/school-grade');
}
