/**
 * Sessions between a mentor and a learner: list (COMPLETED once past), schedule (counted against the
 * learner's package: number_of_session, remaining_session), cancel (given back).
 */
import {
  canCancelSession,
  isValid,
  SESSION_MESSAGES,
  SESSION_TIME_STEP_MINUTES,
  validateScheduleSession,
} from '@modkit/sdk/rules';
import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { currentUser, type UserRow } from '../http/guards/authenticate';
import { badRequest, forbidden, notFound, validationError } from '../http/http-error';
import { idParam, optionalId } from '../http/input/params';
import { pagedList } from '../http/paged-list';
import { assertLearnerOf } from './mentor-access';
import {
  cancelSession,
  findSession,
  mailSessionChange,
  type NewSession,
  scheduleSession,
  sessionById,
  sessionsPage,
} from './mentor-session-store';

const SESSION_IN_PAST = 'Choose a time in the future.';

export const listSessions = (ctx: ApiContext) =>
  pagedList(10, (window, _req, res) => sessionsPage(ctx, currentUser(res).id, window, isoNow(ctx.now)));

/** The time a schedule form asks for: a valid date and time on the step, in the future. */
function scheduledTimeOf(
  ctx: ApiContext,
  body: Record<string, unknown>,
  errors: Record<string, string>,
): Date {
  const at = typeof body.scheduled_on === 'string' ? Date.parse(body.scheduled_on) : Number.NaN;
  if (!errors.date && !errors.time && Number.isNaN(at))
    errors.scheduled_on = 'scheduled_on must be a date and time.';
  if (!isValid(errors)) throw validationError(errors);
  const scheduled = new Date(at);
  if (scheduled.getUTCMinutes() % SESSION_TIME_STEP_MINUTES !== 0 || scheduled.getUTCSeconds() !== 0) {
    throw validationError({ time: SESSION_MESSAGES.timeStep });
  }
  if (at <= ctx.now()) throw validationError({ scheduled_on: SESSION_IN_PAST });
  return scheduled;
}

/** The session a schedule form asks for; the caller is its mentor, or its learner when a student. */
function newSessionOf(ctx: ApiContext, user: UserRow, body: Record<string, unknown>): NewSession {
  const side = user.role === 'STUDENT' ? 'learner' : 'mentor';
  const scheduled = scheduledTimeOf(ctx, body, validateScheduleSession(body, side));
  const mentorId = side === 'mentor' ? user.id : optionalId(body.mentor_id);
  const learnerId = side === 'learner' ? user.id : optionalId(body.learner_id);
  if (!mentorId || !learnerId)
    throw validationError(
      side === 'mentor' ? { learner_id: SESSION_MESSAGES.learner } : { mentor_id: SESSION_MESSAGES.mentor },
    );
  if (side === 'learner' && user.role !== 'STUDENT') throw forbidden();
  return {
    side,
    mentorId,
    learnerId,
    moduleId: optionalId(body.module_id) ?? null,
    projectId: optionalId(body.project_id) ?? null,
    description: typeof body.description === 'string' ? body.description.trim().slice(0, 2000) || null : null,
    scheduledOn: scheduled.toISOString(),
  };
}

export const postSession =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const session = newSessionOf(ctx, user, (req.body ?? {}) as Record<string, unknown>);
    await assertLearnerOf(ctx, session.mentorId, session.learnerId);
    const now = isoNow(ctx.now);
    const id = await scheduleSession(ctx, user, session, now);
    const other = session.side === 'mentor' ? session.learnerId : session.mentorId;
    await mailSessionChange(ctx, other, user, session.scheduledOn, 'scheduled');
    res.status(201).json({ data: await sessionById(ctx, id, now) });
  };

export const patchSession =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const id = idParam(req.params.id);
    if (req.body?.status !== 'CANCELLED')
      throw validationError({ status: "Only status 'CANCELLED' can be set." });
    const session = await findSession(ctx, id);
    if (!session || (session.mentor_id !== user.id && session.learner_id !== user.id)) throw notFound();
    if (!canCancelSession(session.status, session.scheduled_on, ctx.now()))
      throw badRequest(SESSION_MESSAGES.tooLateToCancel);
    const now = isoNow(ctx.now);
    if (await cancelSession(ctx, user, session, now)) {
      const other = session.mentor_id === user.id ? session.learner_id : session.mentor_id;
      await mailSessionChange(ctx, other, user, session.scheduled_on, 'cancelled');
    }
    res.json({ data: await sessionById(ctx, id, now), message: SESSION_MESSAGES.cancelled });
  };
