import type { Router } from 'express';
import type { ApiContext } from '../context';
import { isoNow } from '../db/now';
import { currentUser, requireAuth } from '../http/authenticate';
import { forbidden, notFound } from '../http/http-error';
import { paged, pageParams } from '../http/paging';
import { idParam, queryString } from '../http/params';
import { toModuleCards } from '../serializers/module-card';
import { findActivePackage } from '../services/active-package';
import { ensureCertificate } from '../services/certificates';
import { fileLinksFor } from '../services/file-links';
import { cachedRecommendations } from '../services/recommendations';
import { trendingModuleIds } from '../services/trending';
import { isMentorRole } from '../services/viewer';

export const COLLECTIONS_LOCKED = 'Upgrade your package to access collections.';

/** Recommendations, trending, My List, collections and certificates. */
export function registerLibraryRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);

  const recommendationsFor = async (viewerId: number, learnerId: number, query: Record<string, unknown>) => {
    const { page, limit, offset } = pageParams(query, 12);
    const ranked = await cachedRecommendations(ctx, learnerId);
    return paged(
      await toModuleCards(ctx.db, ranked.slice(offset, offset + limit), viewerId),
      ranked.length,
      page,
      limit,
    );
  };

  router.get('/recommendation-engine', auth, async (req, res) => {
    const user = currentUser(res);
    res.json(await recommendationsFor(user.id, user.id, req.query));
  });

  router.get('/recommendation-engine/:id', auth, async (req, res) => {
    const user = currentUser(res);
    const learnerId = idParam(req.params.id);
    if (learnerId !== user.id) {
      if (!isMentorRole(user.role)) throw forbidden();
      const link = await ctx.db
        .selectFrom('mentor_learners')
        .select('learner_id')
        .where('learner_id', '=', learnerId)
        .where((eb) =>
          eb.or([
            eb('mentor_id', '=', user.id),
            eb('mentor_id', 'in', eb.selectFrom('users').select('id').where('parent_id', '=', user.id)),
          ]),
        )
        .executeTakeFirst();
      if (!link) throw notFound();
    }
    res.json(await recommendationsFor(user.id, learnerId, req.query));
  });

  router.get('/trending-modules', auth, async (req, res) => {
    const user = currentUser(res);
    const { page, limit, offset } = pageParams(req.query, 12);
    const ids = await trendingModuleIds(ctx);
    const pageIds = ids.slice(offset, offset + limit);
    // Looked up by primary key only (a status filter here makes SQLite scan the status index).
    const found = pageIds.length
      ? await ctx.db.selectFrom('modules').selectAll().where('id', 'in', pageIds).execute()
      : [];
    const rows = found.filter((m) => m.status === 'PUBLISH');
    rows.sort((a, b) => pageIds.indexOf(a.id) - pageIds.indexOf(b.id));
    res.json(paged(await toModuleCards(ctx.db, rows, user.id), ids.length, page, limit));
  });

  router.get('/users/my-list', auth, async (req, res) => {
    const user = currentUser(res);
    const { limit, offset } = pageParams(req.query, 12);
    const type = queryString(req.query.type)?.toUpperCase().replace(/\s+/g, '_');
    const direction = queryString(req.query.order)?.toUpperCase() === 'ASC' ? 'asc' : 'desc';
    const [rows, count] =
      type === 'BOOKMARKED'
        ? await (() => {
            const base = ctx.db
              .selectFrom('bookmarks')
              .innerJoin('modules', 'modules.id', 'bookmarks.module_id')
              .where('bookmarks.user_id', '=', user.id)
              .where('modules.status', '=', 'PUBLISH');
            return Promise.all([
              base
                .selectAll('modules')
                .orderBy('bookmarks.created_at', direction)
                .orderBy('modules.id', direction)
                .limit(limit)
                .offset(offset)
                .execute(),
              base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
            ]);
          })()
        : await (() => {
            // Recently Viewed: every module whose preview or page the user opened, newest view first.
            const lastViews = ctx.db
              .selectFrom('module_views')
              .select(['module_id', (eb) => eb.fn.max('created_at').as('viewed_at')])
              .where('user_id', '=', user.id)
              .groupBy('module_id')
              .as('v');
            const base = ctx.db
              .selectFrom(lastViews)
              .innerJoin('modules', 'modules.id', 'v.module_id')
              .where('modules.status', '=', 'PUBLISH');
            return Promise.all([
              base
                .selectAll('modules')
                .orderBy('v.viewed_at', direction)
                .orderBy('modules.id', direction)
                .limit(limit)
                .offset(offset)
                .execute(),
              base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
            ]);
          })();
    res.json({ data: { myList: await toModuleCards(ctx.db, rows, user.id), total: Number(count.n) } });
  });

  const assertCollectionsAllowed = async (role: string, userId: number) => {
    if (role !== 'STUDENT') return;
    const active = await findActivePackage(ctx.db, userId, isoNow(ctx.now));
    if (active?.package.can_access_collection !== 1) throw forbidden(COLLECTIONS_LOCKED);
  };

  router.get('/collections', auth, async (req, res) => {
    const user = currentUser(res);
    await assertCollectionsAllowed(user.role, user.id);
    const { page, limit, offset } = pageParams(req.query, 100);
    const direction = queryString(req.query.order_by)?.toUpperCase() === 'ASC' ? 'asc' : 'desc';
    const query = ctx.db.selectFrom('collections').where('status', '=', 'ACTIVE');
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('id', direction).limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const ids = rows.map((r) => r.id);
    const [sizes, certificates] = ids.length
      ? await Promise.all([
          ctx.db
            .selectFrom('collection_modules')
            .select(['collection_id', (eb) => eb.fn.countAll<number>().as('n')])
            .where('collection_id', 'in', ids)
            .groupBy('collection_id')
            .execute(),
          ctx.db
            .selectFrom('certificates')
            .select(['collection_id', 'path'])
            .where('user_id', '=', user.id)
            .where('collection_id', 'in', ids)
            .execute(),
        ])
      : [[], []];
    const links = fileLinksFor(ctx, user);
    const results = await Promise.all(
      rows.map(async (c) => {
        const certificate = certificates.find((k) => k.collection_id === c.id);
        return {
          id: c.id,
          name: c.name,
          description: c.description,
          status: c.status,
          media: c.media_path ? { path: c.media_path } : null,
          no_of_modules: Number(sizes.find((s) => s.collection_id === c.id)?.n ?? 0),
          hasCertificate: certificate
            ? { ...certificate, path: await links(certificate.path, user.id) }
            : null,
        };
      }),
    );
    res.json(paged(results, Number(count.n), page, limit));
  });

  router.get('/collections/:id', auth, async (req, res) => {
    const user = currentUser(res);
    await assertCollectionsAllowed(user.role, user.id);
    const id = idParam(req.params.id);
    const collection = await ctx.db
      .selectFrom('collections')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst();
    if (!collection) throw notFound();
    const rows = await ctx.db
      .selectFrom('collection_modules')
      .innerJoin('modules', 'modules.id', 'collection_modules.module_id')
      .selectAll('modules')
      .where('collection_modules.collection_id', '=', id)
      .where('modules.status', '=', 'PUBLISH')
      .orderBy('collection_modules.position')
      .execute();
    const path = await ensureCertificate(ctx, user, id);
    res.json({
      data: {
        id: collection.id,
        name: collection.name,
        description: collection.description,
        status: collection.status,
        media: collection.media_path ? { path: collection.media_path } : null,
        no_of_modules: rows.length,
        modules: await toModuleCards(ctx.db, rows, user.id),
        hasCertificate: path ? { path: await fileLinksFor(ctx, user)(path, user.id) } : null,
      },
    });
  });

  router.get('/certificates', auth, async (req, res) => {
    const user = currentUser(res);
    const { page, limit, offset } = pageParams(req.query, 100);
    const query = ctx.db
      .selectFrom('certificates')
      .innerJoin('collections', 'collections.id', 'certificates.collection_id')
      .where('certificates.user_id', '=', user.id);
    const [rows, count] = await Promise.all([
      query
        .select([
          'certificates.id',
          'certificates.collection_id',
          'certificates.path',
          'certificates.created_at',
          'collections.name',
        ])
        .orderBy('certificates.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const links = fileLinksFor(ctx, user);
    const results = await Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        collection_id: r.collection_id,
        collection: { id: r.collection_id, name: r.name },
        media: { path: await links(r.path, user.id) },
        created_at: r.created_at,
      })),
    );
    res.json(paged(results, Number(count.n), page, limit));
  });
}
