import { sessionsPath } from '@modkit/sdk/rules';
import type { ApiContext } from '../config/context';
import type { PageWindow } from '../db/page-query';
import type { UserRow } from '../http/guards/authenticate';
import { mailTemplates } from '../messaging/mail-templates';
import { chargeSession, creditSession } from './session-allowance';

/**
 * Sessions between a mentor and a learner as stored: reading them with their people, scheduling
 * (charged to the learner's package) and cancelling (given back), each telling the other person.
 */

const sessionsWithPeople = (ctx: ApiContext) =>
  ctx.db
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
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionsWithPeople>['executeTakeFirstOrThrow']>>;

const toSession = (r: SessionRow, now: string) => ({
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

/** One page of the user's sessions (as mentor or learner), latest first, as answered at `now`. */
export async function sessionsPage(ctx: ApiContext, userId: number, window: PageWindow, now: string) {
  const [rows, count] = await Promise.all([
    sessionsWithPeople(ctx)
      .where((eb) => eb.or([eb('s.mentor_id', '=', userId), eb('s.learner_id', '=', userId)]))
      .orderBy('s.scheduled_on', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    ctx.db
      .selectFrom('mentor_sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('mentor_id', '=', userId), eb('learner_id', '=', userId)]))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return { results: rows.map((r) => toSession(r, now)), total };
}

/** A session with its people, as answered at `now`. */
export async function sessionById(ctx: ApiContext, id: number, now: string) {
  return toSession(await sessionsWithPeople(ctx).where('s.id', '=', id).executeTakeFirstOrThrow(), now);
}

/** Tells the other person of a session, by mail, that it was scheduled or cancelled. */
export async function mailSessionChange(
  ctx: ApiContext,
  to: number,
  by: { first_name: string; last_name: string },
  scheduledOn: string,
  change: 'scheduled' | 'cancelled',
): Promise<void> {
  const person = await ctx.db
    .selectFrom('users')
    .select(['email', 'role', 'language'])
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
      person.language,
    ),
  });
}

/** A session to schedule: who meets whom, when, about what, and which side asks. */
export interface NewSession {
  side: 'mentor' | 'learner';
  mentorId: number;
  learnerId: number;
  moduleId: number | null;
  projectId: number | null;
  description: string | null;
  scheduledOn: string;
}

/** Schedules a session charged to the learner's package and notifies the other person; its id. */
export async function scheduleSession(ctx: ApiContext, by: UserRow, session: NewSession, now: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const charged = await chargeSession(trx, session.learnerId, session.side, now);
    const row = await trx
      .insertInto('mentor_sessions')
      .values({
        user_package_id: charged,
        mentor_id: session.mentorId,
        learner_id: session.learnerId,
        module_id: session.moduleId,
        project_id: session.projectId,
        description: session.description,
        scheduled_on: session.scheduledOn,
        status: 'SCHEDULED',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('notifications')
      .values({
        user_id: session.side === 'mentor' ? session.learnerId : session.mentorId,
        body: `${by.first_name} ${by.last_name} scheduled a session on ${session.scheduledOn.slice(0, 16).replace('T', ' ')} UTC.`,
        is_read: 0,
        created_at: now,
      })
      .execute();
    return row.id;
  });
}

/** A stored session as cancelling reads it. */
export function findSession(ctx: ApiContext, id: number) {
  return ctx.db.selectFrom('mentor_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

type StoredSession = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/**
 * Cancels a scheduled session, gives it back to the package and notifies the other person; false when
 * another request cancelled it first (two racing cancels credit it once).
 */
export async function cancelSession(ctx: ApiContext, by: UserRow, session: StoredSession, now: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const cancelled = await trx
      .updateTable('mentor_sessions')
      .set({ status: 'CANCELLED' })
      .where('id', '=', session.id)
      .where('status', '=', 'SCHEDULED')
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) !== 1) return false;
    await creditSession(trx, session.user_package_id);
    await trx
      .insertInto('notifications')
      .values({
        user_id: session.mentor_id === by.id ? session.learner_id : session.mentor_id,
        body: `${by.first_name} ${by.last_name} cancelled the session of ${session.scheduled_on.slice(0, 16).replace('T', ' ')} UTC.`,
        is_read: 0,
        created_at: now,
      })
      .execute();
    return true;
  });
}
