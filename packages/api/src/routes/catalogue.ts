import type { Router } from 'express';
import type { ApiContext } from '../context';
import { currentUser, requireAuth } from '../http/authenticate';
import { notFound } from '../http/http-error';
import { paged, pageParams } from '../http/paging';
import { idParam, queryString } from '../http/params';
import { toModuleCards } from '../serializers/module-card';

/** Categories with sub-categories, the topic search of choose-your-interests, and careers. */
export function registerCatalogueRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);

  router.get('/categories', auth, async (req, res) => {
    const { page, limit, offset } = pageParams(req.query, 100);
    const top = ctx.db
      .selectFrom('categories')
      .where('parent_id', 'is', null)
      .where('status', '=', 'PUBLISH');
    const [parents, count] = await Promise.all([
      top.selectAll().orderBy('name').limit(limit).offset(offset).execute(),
      top.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const children = parents.length
      ? await ctx.db
          .selectFrom('categories')
          .selectAll()
          .where(
            'parent_id',
            'in',
            parents.map((p) => p.id),
          )
          .where('status', '=', 'PUBLISH')
          .orderBy('name')
          .execute()
      : [];
    const results = parents.map((p) => ({
      id: p.id,
      name: p.name,
      status: p.status,
      media: p.media_path ? { path: p.media_path } : null,
      subcategories: children
        .filter((c) => c.parent_id === p.id)
        .map((c) => ({
          id: c.id,
          name: c.name,
          status: c.status,
          media: c.media_path ? [{ path: c.media_path }] : [],
        })),
    }));
    res.json(paged(results, Number(count.n), page, limit));
  });

  // Public: the interest picker runs right after signup.
  router.get('/categories/sub-categories', async (req, res) => {
    const { page, limit, offset } = pageParams(req.query, 20);
    const keyword = queryString(req.query.keyword);
    let query = ctx.db
      .selectFrom('categories')
      .where('parent_id', 'is not', null)
      .where('status', '=', 'PUBLISH');
    if (keyword) {
      const pattern = `%${keyword.toLowerCase().replace(/[%_\\]/g, '')}%`;
      query = query.where((eb) => eb(eb.fn('lower', ['name']), 'like', pattern));
    }
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('name').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const results = rows.map((c) => ({
      id: c.id,
      name: c.name,
      status: c.status,
      media: c.media_path ? [{ path: c.media_path }] : [],
    }));
    res.json(paged(results, Number(count.n), page, limit));
  });

  router.get('/careers', auth, async (req, res) => {
    const { page, limit, offset } = pageParams(req.query, 100);
    const status = queryString(req.query.status)?.toUpperCase() ?? 'ACTIVE';
    const query = ctx.db.selectFrom('careers').where('status', '=', status);
    const [rows, count] = await Promise.all([
      query
        .select(['id', 'name', 'description', 'status'])
        .orderBy('name')
        .limit(limit)
        .offset(offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    res.json(paged(rows, Number(count.n), page, limit));
  });

  router.get('/careers/:id', auth, async (req, res) => {
    const user = currentUser(res);
    const id = idParam(req.params.id);
    const career = await ctx.db
      .selectFrom('careers')
      .select(['id', 'name', 'description', 'status'])
      .where('id', '=', id)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst();
    if (!career) throw notFound();
    // The related-careers carousel shows at most 10 modules (part 1 §9).
    const rows = await ctx.db
      .selectFrom('modules')
      .innerJoin('module_careers', 'module_careers.module_id', 'modules.id')
      .selectAll('modules')
      .where('module_careers.career_id', '=', id)
      .where('modules.status', '=', 'PUBLISH')
      .orderBy('modules.publish_at', 'desc')
      .limit(10)
      .execute();
    res.json({ data: { ...career, modules: await toModuleCards(ctx.db, rows, user.id) } });
  });
}
