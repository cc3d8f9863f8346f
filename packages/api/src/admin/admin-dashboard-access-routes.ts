/**
 * The super mentors' dashboard widget access (administrators): `GET /admin/dashboard-access` lists the super
 * mentors with their SHOW/HIDE map, `PUT /admin/dashboard-access/{superMentorId}` changes the widgets it
 * names. The dashboard (`POST /users/supermentor-dashboard`) reads the same rows.
 */
import { DashboardAccessBody, type DashboardAccessMap } from '@modkit/sdk/contract';
import { DASHBOARD_WIDGETS } from '@modkit/sdk/rules';
import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { notFound } from '../http/http-error';
import { idParam } from '../http/input/params';
import { parseWith } from '../http/input/validate';
import { paged, pageParams } from '../http/paging';

type Person = { id: number; first_name: string; last_name: string; email: string };

/** A super mentor with the SHOW/HIDE of every dashboard widget (no row = SHOW). */
function withAccess(person: Person, rows: Array<{ user_id: number; widget: string; access: string }>) {
  const mine = rows.filter((row) => row.user_id === person.id);
  const access = Object.fromEntries(
    DASHBOARD_WIDGETS.map((w) => [
      w,
      mine.find((row) => row.widget === w)?.access === 'HIDE' ? 'HIDE' : 'SHOW',
    ]),
  ) as DashboardAccessMap;
  return {
    id: person.id,
    full_name: `${person.first_name} ${person.last_name}`.trim(),
    email: person.email,
    access,
  };
}

const superMentorsOf = (ctx: ApiContext) => ctx.db.selectFrom('users').where('role', '=', 'SUPER_MENTOR');

export const listDashboardAccess =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const { page, limit, offset } = pageParams(req.query, 50);
    const [people, count] = await Promise.all([
      superMentorsOf(ctx)
        .select(['id', 'first_name', 'last_name', 'email'])
        .orderBy('first_name')
        .orderBy('last_name')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),
      superMentorsOf(ctx)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const rows = people.length
      ? await ctx.db
          .selectFrom('dashboard_access')
          .selectAll()
          .where(
            'user_id',
            'in',
            people.map((p) => p.id),
          )
          .execute()
      : [];
    res.json(
      paged(
        people.map((p) => withAccess(p, rows)),
        Number(count.n),
        page,
        limit,
      ),
    );
  };

export const changeDashboardAccess =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const body = parseWith(DashboardAccessBody, req.body ?? {});
    const person = await superMentorsOf(ctx)
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('id', '=', idParam(req.params.superMentorId))
      .executeTakeFirst();
    if (!person) throw notFound();
    const changes = Object.entries(body.access).filter(([, access]) => access);
    await ctx.db.transaction().execute(async (trx) => {
      for (const [widget, access] of changes)
        await trx
          .insertInto('dashboard_access')
          .values({ user_id: person.id, widget, access: access! })
          .onConflict((oc) => oc.columns(['user_id', 'widget']).doUpdateSet({ access: access! }))
          .execute();
    });
    const rows = await ctx.db
      .selectFrom('dashboard_access')
      .selectAll()
      .where('user_id', '=', person.id)
      .execute();
    res.json({ data: withAccess(person, rows) });
  };
