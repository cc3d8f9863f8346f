import type { Client } from '../client/create-client';
import type { Mentee } from '../contract/entities/people';
import type {
  Dashboard,
  DashboardBody,
  DashboardResponse,
  LearnersResponse,
  MenteeActivity,
  MenteeActivityResponse,
  MenteeResponse,
  MenteeStats,
  MenteeStatsResponse,
  MenteesResponse,
  MonthQuery,
  PeopleQuery,
  SchoolGrade,
  SchoolGradeResponse,
} from '../contract/mentor';
import { listCall, listCallOf } from './list-calls';
import { requestData } from './requests';

/** My Mentees: type=SUPER_MENTOR,MENTOR, 10 a page. */
export const MENTEES_DEFAULT_QUERY = { type: 'SUPER_MENTOR,MENTOR', page: 1, limit: 10 } as const;

export const getMentees = listCall<MenteesResponse, PeopleQuery>('/users/mentees', MENTEES_DEFAULT_QUERY);

/** One mentee (answer `data.mentor`). */
export async function getMentee(client: Client, menteeId: number): Promise<Mentee> {
  return (await client.request<MenteeResponse>('GET', `/users/mentees/${menteeId}`)).data.mentor;
}

/** A mentee's learners: `(client, menteeId, query?)`. */
export const getMenteeLearners = listCallOf<LearnersResponse, PeopleQuery>((menteeId) => ({
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
  query: MonthQuery,
): Promise<MenteeActivity> {
  return requestData<MenteeActivityResponse>(client, 'GET', `/users/mentees/${menteeId}/activity`, { query });
}

/** Assigned-learner statistics for a month, or overall without one. */
export async function getMenteeStats(
  client: Client,
  menteeId: number,
  query: MonthQuery = {},
): Promise<MenteeStats> {
  return requestData<MenteeStatsResponse>(client, 'GET', `/users/mentees/${menteeId}/stats`, { query });
}

/** The super-mentor dashboard (POST /users/supermentor-dashboard). */
export async function getDashboard(client: Client, body: DashboardBody): Promise<Dashboard> {
  return requestData<DashboardResponse>(client, 'POST', '/users/supermentor-dashboard', { json: body });
}

/** The dashboard's filter lists (GET /users/school-grade). */
export async function getSchoolGrade(client: Client): Promise<SchoolGrade> {
  return requestData<SchoolGradeResponse>(client, 'GET', '/users/school-grade');
}
