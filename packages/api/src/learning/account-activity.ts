import { sql } from 'kysely';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { type PageWindow, pageAndTotal } from '../db/page-query';

/** The signed-in user's points, notifications and activity log (what My Account and the Activity Log read). */

/** The user's points in all (0 without any). */
export async function totalPoints(ctx: ApiContext, userId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('points_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), sql<number>`0`).as('points'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.points);
}

/** One page of the user's notifications, newest first. */
export async function notificationsPage(ctx: ApiContext, userId: number, window: PageWindow) {
  const { rows, total } = await pageAndTotal(
    ctx.db.selectFrom('notifications').where('user_id', '=', userId),
    window,
    (q) =>
      q.select(['id', 'body', 'is_read', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
  return { results: rows, total };
}

/** Marks all the user's unread notifications read. */
export async function markNotificationsRead(ctx: ApiContext, userId: number): Promise<void> {
  await ctx.db
    .updateTable('notifications')
    .set({ is_read: 1 })
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .execute();
}

/** Records minutes of activity now; the row as answered. */
export function logMinutes(ctx: ApiContext, userId: number, min: number) {
  return ctx.db
    .insertInto('activity_logs')
    .values({ user_id: userId, min, created_at: isoNow(ctx.now) })
    .returning(['id', 'min', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Minutes per day of one month (`YYYY-MM`), at most 31 rows. */
export async function minutesByDayOfMonth(ctx: ApiContext, userId: number, month: string) {
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows = await ctx.db
    .selectFrom('activity_logs')
    .select([day.as('day'), (eb) => eb.fn.sum<number>('min').as('min')])
    .where('user_id', '=', userId)
    .where('created_at', '>=', `${month}-01`)
    .where('created_at', '<', `${month}-32`)
    .groupBy(day)
    .orderBy(day)
    .limit(31)
    .execute();
  return rows.map((r) => ({ created_at: `${r.day}T00:00:00.000Z`, min: Number(r.min) }));
}

/** Modules viewed and the words the learner focuses on (the ten tags of what they viewed most). */
export async function activityOverview(ctx: ApiContext, userId: number) {
  const [total, tags] = await Promise.all([
    ctx.db
      .selectFrom('user_modules')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('status', '=', 'VIEWED')
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('user_modules')
      .innerJoin('module_tags', 'module_tags.module_id', 'user_modules.module_id')
      .innerJoin('tags', 'tags.id', 'module_tags.tag_id')
      .select(['tags.name', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_modules.user_id', '=', userId)
      .groupBy('tags.name')
      .orderBy('n', 'desc')
      .orderBy('tags.name')
      .limit(10)
      .execute(),
  ]);
  return { total: Number(total.n), keyword: tags.map((t) => t.name) };
}
