import {
  canCancelSession,
  SESSION_MESSAGES,
  SESSION_TIME_STEP_MINUTES,
  sessionsPath,
  validateScheduleSession,
} from '@modkit/sdk/rules';
import type { Router } from 'express';
import type { ApiContext } from '../context';
import { isoNow } from '../db/now';
import { currentUser, requireAuth } from '../http/authenticate';
import { badRequest, forbidden, notFound, validationError } from '../http/http-error';
import { paged, pageParams } from '../http/paging';
import { idParam, optionalId } from '../http/params';
import { mailTemplates } from '../services/mail-templates';
import { chargeSession, creditSession } from '../services/session-allowance';

export const SESSION_IN_PAST = 'Choose a time in the future.';

/**
 * Sessions between a mentor and a learner: list (COMPLETED once past), schedule (counted against the
 * learner's package: number_of_session, remaining_session), cancel (given back).
 */
export function registerMentorSessionRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);

  const withPeople = ctx.db
    .selectFrom('mentor_sessions as s')
    .innerJoin('users as l', 'l.id', 's.learner_id')
    .innerJoin('users as m', 'm.id', 's.mentor_id')
    .leftJoin('modules as mo', 'mo.id', 's.module_id')
    .leftJoin('projects as p', 'p.id', 's.project_id')
    .select([
      's.id',
      's.status',
      's.scheduled_on',
      's.description',
      's.mentor_id',
      's.learner_id',
      'l.first_name as l_first',
      'l.last_name as l_last',
      'l.email as l_email',
      'l.media_path as l_media',
      'm.first_name as m_first',
      'm.last_name as m_last',
      'm.email as m_email',
      'mo.name as module_name',
      'p.name as project_name',
    ]);
  type Row = Awaited<ReturnType<typeof withPeople.executeTakeFirstOrThrow>>;
  const shape = (r: Row, now: string) => ({
    id: r.id,
    // A scheduled session whose time has passed is COMPLETED (part 2 §4).
    status: r.status === 'SCHEDULED' && r.scheduled_on <= now ? 'COMPLETED' : r.status,
    scheduled_on: r.scheduled_on,
    description: r.description,
    module: r.module_name ? { name: r.module_name } : null,
    project: r.project_name ? { name: r.project_name } : null,
    learner: {
      full_name: `${r.l_first} ${r.l_last}`.trim(),
      email: r.l_email,
      media: r.l_media ? { path: r.l_media } : null,
    },
    mentor: { full_name: `${r.m_first} ${r.m_last}`.trim(), email: r.m_email },
  });

  router.get('/users/sessions', auth, async (req, res) => {
    const user = currentUser(res);
    const { page, limit, offset } = pageParams(req.query, 10);
    const mine = withPeople.where((eb) =>
      eb.or([eb('s.mentor_id', '=', user.id), eb('s.learner_id', '=', user.id)]),
    );
    const [rows, count] = await Promise.all([
      mine.orderBy('s.scheduled_on', 'desc').limit(limit).offset(offset).execute(),
      ctx.db
        .selectFrom('mentor_sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => eb.or([eb('mentor_id', '=', user.id), eb('learner_id', '=', user.id)]))
        .executeTakeFirstOrThrow(),
    ]);
    const now = isoNow(ctx.now);
    res.json(
      paged(
        rows.map((r) => shape(r, now)),
        Number(count.n),
        page,
        limit,
      ),
    );
  });

  /** Tells the other person of a session, by mail, that it was scheduled or cancelled. */
  const mailSessionChange = async (
    to: number,
    by: { first_name: string; last_name: string },
    scheduledOn: string,
    change: 'scheduled' | 'cancelled',
  ) => {
    const person = await ctx.db
      .selectFrom('users')
      .select(['email', 'role'])
      .where('id', '=', to)
      .executeTakeFirst();
    if (!person?.email) return;
    const template = change === 'scheduled' ? mailTemplates.sessionScheduled : mailTemplates.sessionCancelled;
    const { publicUrl } = ctx.config;
    await ctx.mail.send({
      to: person.email,
      ...template(
        publicUrl,
        `${by.first_name} ${by.last_name}`,
        scheduledOn,
        `${publicUrl}${sessionsPath(person.role)}`,
      ),
    });
  };

  router.post('/users/sessions', auth, async (req, res) => {
    const user = currentUser(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const side = user.role === 'STUDENT' ? 'learner' : 'mentor';
    const errors = validateScheduleSession(body, side);
    const at = typeof body.scheduled_on === 'string' ? Date.parse(body.scheduled_on) : Number.NaN;
    if (!errors.date && !errors.time && Number.isNaN(at))
      errors.scheduled_on = 'scheduled_on must be a date and time.';
    if (Object.keys(errors).length) throw validationError(errors);
    const scheduled = new Date(at);
    if (scheduled.getUTCMinutes() % SESSION_TIME_STEP_MINUTES !== 0 || scheduled.getUTCSeconds() !== 0) {
      throw validationError({ time: SESSION_MESSAGES.timeStep });
    }
    if (at <= ctx.now()) throw validationError({ scheduled_on: SESSION_IN_PAST });
    const mentorId = side === 'mentor' ? user.id : optionalId(body.mentor_id);
    const learnerId = side === 'learner' ? user.id : optionalId(body.learner_id);
    if (!mentorId || !learnerId)
      throw validationError(
        side === 'mentor' ? { learner_id: SESSION_MESSAGES.learner } : { mentor_id: SESSION_MESSAGES.mentor },
      );
    if (side === 'learner' && user.role !== 'STUDENT') throw forbidden();
    const link = await ctx.db
      .selectFrom('mentor_learners')
      .select('learner_id')
      .where('mentor_id', '=', mentorId)
      .where('learner_id', '=', learnerId)
      .executeTakeFirst();
    if (!link) throw notFound();
    const now = isoNow(ctx.now);
    const id = await ctx.db.transaction().execute(async (trx) => {
      const charged = await chargeSession(trx, learnerId, side, now);
      const row = await trx
        .insertInto('mentor_sessions')
        .values({
          user_package_id: charged,
          mentor_id: mentorId,
          learner_id: learnerId,
          module_id: optionalId(body.module_id) ?? null,
          project_id: optionalId(body.project_id) ?? null,
          description:
            typeof body.description === 'string' ? body.description.trim().slice(0, 2000) || null : null,
          scheduled_on: scheduled.toISOString(),
          status: 'SCHEDULED',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const other = side === 'mentor' ? learnerId : mentorId;
      await trx
        .insertInto('notifications')
        .values({
          user_id: other,
          body: `${user.first_name} ${user.last_name} scheduled a session on ${scheduled.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
          is_read: 0,
          created_at: now,
        })
        .execute();
      return row.id;
    });
    await mailSessionChange(
      side === 'mentor' ? learnerId : mentorId,
      user,
      scheduled.toISOString(),
      'scheduled',
    );
    res
      .status(201)
      .json({ data: shape(await withPeople.where('s.id', '=', id).executeTakeFirstOrThrow(), now) });
  });

  router.patch('/users/sessions/:id', auth, async (req, res) => {
    const user = currentUser(res);
    const id = idParam(req.params.id);
    if (req.body?.status !== 'CANCELLED')
      throw validationError({ status: "Only status 'CANCELLED' can be set." });
    const session = await ctx.db
      .selectFrom('mentor_sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!session || (session.mentor_id !== user.id && session.learner_id !== user.id)) throw notFound();
    if (!canCancelSession(session.status, session.scheduled_on, ctx.now()))
      throw badRequest(SESSION_MESSAGES.tooLateToCancel);
    const now = isoNow(ctx.now);
    const cancelledNow = await ctx.db.transaction().execute(async (trx) => {
      const cancelled = await trx
        .updateTable('mentor_sessions')
        .set({ status: 'CANCELLED' })
        .where('id', '=', id)
        .where('status', '=', 'SCHEDULED')
        .executeTakeFirst();
      // Only the request that cancels gives the session back (two racing cancels credit it once).
      if (Number(cancelled.numUpdatedRows) !== 1) return false;
      await creditSession(trx, session.user_package_id);
      await trx
        .insertInto('notifications')
        .values({
          user_id: session.mentor_id === user.id ? session.learner_id : session.mentor_id,
          body: `${user.first_name} ${user.last_name} cancelled the session of ${session.scheduled_on.slice(0, 16).replace('T', ' ')} UTC.`,
          is_read: 0,
          created_at: now,
        })
        .execute();
      return true;
    });
    if (cancelledNow) {
      const other = session.mentor_id === user.id ? session.learner_id : session.mentor_id;
      await mailSessionChange(other, user, session.scheduled_on, 'cancelled');
    }
    res.json({
      data: shape(await withPeople.where('s.id', '=', id).executeTakeFirstOrThrow(), now),
      message: SESSION_MESSAGES.cancelled,
    });
  });
}
