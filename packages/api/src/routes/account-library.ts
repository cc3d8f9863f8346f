import { AddBookmarkBody } from '@modkit/sdk/contract';
import type { Router } from 'express';
import type { ApiContext } from '../context';
import { isoNow } from '../db/now';
import { currentUser, requireAuth } from '../http/authenticate';
import { notFound, validationError } from '../http/http-error';
import { paged, pageParams } from '../http/paging';
import { idParam, optionalId, queryString } from '../http/params';
import { parseWith } from '../http/validate';
import { toModuleCards } from '../serializers/module-card';
import { toPackage } from '../serializers/session-user';

/** Bookmarks, liked modules, packages and the user's own package records. */
export function registerAccountLibraryRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);

  router.get('/users/bookmarks', auth, async (req, res) => {
    const user = currentUser(res);
    const { page, limit, offset } = pageParams(req.query, 12);
    const query = ctx.db.selectFrom('bookmarks').where('user_id', '=', user.id);
    const [rows, count] = await Promise.all([
      query
        .select(['id', 'module_id', 'created_at'])
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    res.json(paged(rows, Number(count.n), page, limit));
  });

  router.post('/users/bookmarks', auth, async (req, res) => {
    const user = currentUser(res);
    const moduleId = optionalId(req.body?.module_id);
    if (!moduleId) throw validationError({ module_id: 'module_id is required.' });
    parseWith(AddBookmarkBody, req.body);
    const module = await ctx.db
      .selectFrom('modules')
      .select('id')
      .where('id', '=', moduleId)
      .where('status', '=', 'PUBLISH')
      .executeTakeFirst();
    if (!module) throw notFound();
    await ctx.db
      .insertInto('bookmarks')
      .values({ user_id: user.id, module_id: moduleId, created_at: isoNow(ctx.now) })
      .onConflict((oc) => oc.columns(['user_id', 'module_id']).doNothing())
      .execute();
    const row = await ctx.db
      .selectFrom('bookmarks')
      .select(['id', 'module_id', 'created_at'])
      .where('user_id', '=', user.id)
      .where('module_id', '=', moduleId)
      .executeTakeFirstOrThrow();
    res.status(201).json({ data: row });
  });

  router.delete('/users/bookmarks/:id', auth, async (req, res) => {
    const user = currentUser(res);
    const id = idParam(req.params.id);
    const deleted = await ctx.db
      .deleteFrom('bookmarks')
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound();
    res.json({ data: { id } });
  });

  router.get('/users/liked-modules', auth, async (req, res) => {
    const user = currentUser(res);
    const { page, limit, offset } = pageParams(req.query, 12);
    const query = ctx.db
      .selectFrom('module_ratings')
      .innerJoin('modules', 'modules.id', 'module_ratings.module_id')
      .where('module_ratings.user_id', '=', user.id)
      .where('module_ratings.score', '>', 0)
      .where('modules.status', '=', 'PUBLISH');
    const [rows, count] = await Promise.all([
      query
        .selectAll('modules')
        .orderBy('module_ratings.created_at', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    res.json(paged(await toModuleCards(ctx.db, rows, user.id), Number(count.n), page, limit));
  });

  router.get('/packages', auth, async (req, res) => {
    const { page, limit, offset } = pageParams(req.query, 100);
    const status = queryString(req.query.status) ?? 'Active';
    const query = ctx.db.selectFrom('packages').where('status', '=', status);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('position').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    res.json(paged(rows.map(toPackage), Number(count.n), page, limit));
  });

  router.get('/packages/:id', async (req, res) => {
    const id = idParam(req.params.id);
    const row = await ctx.db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    res.json({ data: toPackage(row) });
  });

  router.get('/users/packages', auth, async (req, res) => {
    const user = currentUser(res);
    const { page, limit, offset } = pageParams(req.query, 100);
    const query = ctx.db.selectFrom('user_packages').where('user_id', '=', user.id);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const packages = rows.length
      ? await ctx.db
          .selectFrom('packages')
          .selectAll()
          .where('id', 'in', [...new Set(rows.map((r) => r.package_id))])
          .execute()
      : [];
    const results = rows.map((r) => {
      const pkg = packages.find((p) => p.id === r.package_id);
      return { ...r, packages: pkg ? toPackage(pkg) : null };
    });
    res.json(paged(results, Number(count.n), page, limit));
  });
}
