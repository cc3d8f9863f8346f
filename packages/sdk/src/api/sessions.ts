import type { Client } from '../client/create-client';
import type { MentorSession } from '../contract/entities/people';
import type {
  ScheduleSessionBody,
  SessionResponse,
  SessionsQuery,
  SessionsResponse,
} from '../contract/mentor';
import { scheduledOn } from '../rules/sessions';
import { listCall } from './list-calls';
import { requestData } from './requests';

/** Mentor sessions, 10 a page (GET /users/sessions). */
export const getSessions = listCall<SessionsResponse, SessionsQuery>('/users/sessions', {
  page: 1,
  limit: 10,
});

/** The schedule form: date DD-MM-YYYY and time H:mm, plus the other party and optional module/project. */
export type ScheduleSessionInput = Omit<ScheduleSessionBody, 'scheduled_on'>;

/** Schedules a session (POST /users/sessions) with scheduled_on computed from date and time. */
export async function scheduleSession(
  client: Client,
  input: ScheduleSessionInput,
  utcOffsetMinutes = 0,
): Promise<MentorSession> {
  const at = scheduledOn(input.date, input.time, utcOffsetMinutes);
  if (!at) throw new Error('The date must be DD-MM-YYYY and the time H:mm in 15-minute steps.');
  const json: ScheduleSessionBody = { ...input, scheduled_on: at };
  return requestData<SessionResponse>(client, 'POST', '/users/sessions', { json });
}

/** Cancels a session (PATCH /users/sessions/{id} `{ status: 'CANCELLED' }`). */
export async function cancelSession(client: Client, sessionId: number): Promise<void> {
  await client.request('PATCH', `/users/sessions/${sessionId}`, { json: { status: 'CANCELLED' } });
}
