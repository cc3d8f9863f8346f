import { PostActivityBody } from '@modkit/sdk/contract';
import { badgesFor, GATE_MESSAGES, hasProfileBuildingSupport } from '@modkit/sdk/rules';
import type { Router } from 'express';
import { sql } from 'kysely';
import type { ApiContext } from '../context';
import { isoNow } from '../db/now';
import { currentUser, requireAuth } from '../http/authenticate';
import { validationError } from '../http/http-error';
import { paged, pageParams } from '../http/paging';
import { queryString } from '../http/params';
import { parseWith } from '../http/validate';
import { assertLearnerGate } from '../services/package-gates';

const MAX_MINUTES_PER_POST = 180;

/** Points, notifications and the activity log of the signed-in user (learners: with profile-building support). */
export function registerAccountActivityRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);

  router.get('/users/total-points', auth, async (_req, res) => {
    const user = currentUser(res);
    const row = await ctx.db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), sql<number>`0`).as('points'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const points = Number(row.points);
    res.json({ data: { points, ...badgesFor(points) } });
  });

  router.get('/users/notifications', auth, async (req, res) => {
    const user = currentUser(res);
    const { page, limit, offset } = pageParams(req.query, 10);
    const query = ctx.db.selectFrom('notifications').where('user_id', '=', user.id);
    const [rows, count] = await Promise.all([
      query
        .select(['id', 'body', 'is_read', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    res.json(paged(rows, Number(count.n), page, limit));
  });

  router.patch('/users/notifications', auth, async (_req, res) => {
    const user = currentUser(res);
    await ctx.db
      .updateTable('notifications')
      .set({ is_read: 1 })
      .where('user_id', '=', user.id)
      .where('is_read', '=', 0)
      .execute();
    res.json({ data: null, message: 'All notifications are marked as read.' });
  });

  router.post('/users/activity-log', auth, async (req, res) => {
    const user = currentUser(res);
    await assertLearnerGate(ctx, user, hasProfileBuildingSupport, GATE_MESSAGES.activityLogLocked);
    const min = req.body?.min;
    if (!Number.isInteger(min) || min < 1 || min > MAX_MINUTES_PER_POST) {
      throw validationError({
        min: `min must be a whole number of minutes from 1 to ${MAX_MINUTES_PER_POST}.`,
      });
    }
    parseWith(PostActivityBody, req.body);
    const row = await ctx.db
      .insertInto('activity_logs')
      .values({ user_id: user.id, min, created_at: isoNow(ctx.now) })
      .returning(['id', 'min', 'created_at'])
      .executeTakeFirstOrThrow();
    res.status(201).json({ data: row });
  });

  // Minutes per day of one month (the month of `date`, default this month), at most 31 rows.
  router.get('/users/activity-log', auth, async (req, res) => {
    const user = currentUser(res);
    await assertLearnerGate(ctx, user, hasProfileBuildingSupport, GATE_MESSAGES.activityLogLocked);
    pageParams(req.query, 31); // one page of at most 31 days; an absurd page is still refused
    const date = queryString(req.query.date)?.match(/^(\d{4})-(\d{2})/);
    const month = date ? `${date[1]}-${date[2]}` : isoNow(ctx.now).slice(0, 7);
    const day = sql<string>`substr(created_at, 1, 10)`;
    const rows = await ctx.db
      .selectFrom('activity_logs')
      .select([day.as('day'), (eb) => eb.fn.sum<number>('min').as('min')])
      .where('user_id', '=', user.id)
      .where('created_at', '>=', `${month}-01`)
      .where('created_at', '<', `${month}-32`)
      .groupBy(day)
      .orderBy(day)
      .limit(31)
      .execute();
    const results = rows.map((r) => ({ created_at: `${r.day}T00:00:00.000Z`, min: Number(r.min) }));
    res.json(paged(results, results.length, 1, 31));
  });

  // Overall: modules viewed and the words the learner focuses on (tags of what they viewed).
  router.get('/users/activity-log/activity', auth, async (_req, res) => {
    const user = currentUser(res);
    await assertLearnerGate(ctx, user, hasProfileBuildingSupport, GATE_MESSAGES.activityLogLocked);
    const [total, tags] = await Promise.all([
      ctx.db
        .selectFrom('user_modules')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', user.id)
        .where('status', '=', 'VIEWED')
        .executeTakeFirstOrThrow(),
      ctx.db
        .selectFrom('user_modules')
        .innerJoin('module_tags', 'module_tags.module_id', 'user_modules.module_id')
        .innerJoin('tags', 'tags.id', 'module_tags.tag_id')
        .select(['tags.name', (eb) => eb.fn.countAll<number>().as('n')])
        .where('user_modules.user_id', '=', user.id)
        .groupBy('tags.name')
        .orderBy('n', 'desc')
        .orderBy('tags.name')
        .limit(10)
        .execute(),
    ]);
    res.json({ data: { total: Number(total.n), keyword: tags.map((t) => t.name) } });
  });
}
