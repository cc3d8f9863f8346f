import type { Client } from '../client/create-client';
import type { OverallActivity } from '../contract/entities/activity';
import type {
  ActivityLogQuery,
  ActivityLogResponse,
  OverallActivityResponse,
  PostActivityBody,
} from '../contract/users';
import { decideActivitySync } from '../rules/activity';
import { listCall } from './list-calls';
import { requestData } from './requests';

/** The activity chart covers up to 31 days. */
export const ACTIVITY_LOG_DEFAULT_QUERY = { limit: 31 } as const;

/** Loads the activity entries of a month (GET /users/activity-log; `date` = any day of it). */
export const getActivityLog = listCall<ActivityLogResponse, ActivityLogQuery>(
  '/users/activity-log',
  ACTIVITY_LOG_DEFAULT_QUERY,
);

/** Records minutes of activity (POST /users/activity-log `{ min }`). */
export async function postActivity(client: Client, min: number): Promise<void> {
  const json: PostActivityBody = { min };
  await client.request('POST', '/users/activity-log', { json });
}

/** Loads the overall activity: modules viewed and top focus words (GET /users/activity-log/activity). */
export async function getOverallActivity(client: Client): Promise<OverallActivity> {
  return requestData<OverallActivityResponse>(client, 'GET', '/users/activity-log/activity');
}

/**
 * The activity sync of each route change (part 1 §4): from the session's last update, posts the
 * minutes when the rule says so, then records `nowMs` as the last update when it says reset.
 * Does nothing without a signed-in session.
 */
export async function syncActivity(
  client: Client,
  nowMs: number,
): Promise<{ postMinutes: number | null; reset: boolean }> {
  const session = client.session;
  if (!session?.getState().isAuthenticated) return { postMinutes: null, reset: false };
  const decision = decideActivitySync(session.getState().settings.last_updated_activity, nowMs);
  if (decision.postMinutes !== null) await postActivity(client, decision.postMinutes);
  if (decision.reset) session.getState().setLastActivity(nowMs);
  return decision;
}
