/** Recommendations, trending, My List, collections and certificates. */
import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { currentReader, currentUser } from '../http/guards/authenticate';
import { forbidden, notFound } from '../http/http-error';
import { sortDirection } from '../http/input/list-query';
import { idParam, queryString } from '../http/input/params';
import { pagedList } from '../http/paged-list';
import { paged, pageParams } from '../http/paging';
import { ensureCertificate } from '../learning/certificates';
import { bookmarkedModules, recentlyViewedModules } from '../learning/my-list';
import { fileLinksFor } from '../storage/file-links';
import {
  assertCollectionsAllowed,
  certificatesPage,
  collectionsPage,
  collectionWithModules,
} from './collections';
import { toModuleCards } from './module-card';
import { assertOverseesLearner, cachedRecommendations } from './recommendations';
import { trendingPage } from './trending-page';
import { isMentorRole } from './viewer';

async function recommendationsFor(
  ctx: ApiContext,
  viewerId: number,
  learnerId: number,
  query: Record<string, unknown>,
) {
  const { page, limit, offset } = pageParams(query, 12);
  const ranked = await cachedRecommendations(ctx, learnerId);
  return paged(
    await toModuleCards(ctx.db, ranked.slice(offset, offset + limit), viewerId),
    ranked.length,
    page,
    limit,
  );
}

export const myRecommendations =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    res.json(await recommendationsFor(ctx, user.id, user.id, req.query));
  };

export const learnerRecommendations =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const learnerId = idParam(req.params.id);
    if (learnerId !== user.id) {
      if (!isMentorRole(user.role)) throw forbidden();
      await assertOverseesLearner(ctx, user.id, learnerId);
    }
    res.json(await recommendationsFor(ctx, user.id, learnerId, req.query));
  };

export const trendingModules = (ctx: ApiContext) =>
  pagedList(12, (window, _req, res) => trendingPage(ctx, window, currentUser(res).id));

export const myList =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const { limit, offset } = pageParams(req.query, 12);
    const type = queryString(req.query.type)?.toUpperCase().replace(/\s+/g, '_');
    const query = { userId: user.id, direction: sortDirection(req.query.order), limit, offset } as const;
    const { rows, total } =
      type === 'BOOKMARKED' ? await bookmarkedModules(ctx, query) : await recentlyViewedModules(ctx, query);
    res.json({ data: { myList: await toModuleCards(ctx.db, rows, user.id), total } });
  };

export const listCollections =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    await assertCollectionsAllowed(ctx, user.role, user.id);
    const { page, limit, offset } = pageParams(req.query, 100);
    const direction = sortDirection(req.query.order_by);
    const links = fileLinksFor(ctx, currentReader(res));
    const { results, total } = await collectionsPage(ctx, user, links, { direction, limit, offset });
    res.json(paged(results, total, page, limit));
  };

export const showCollection =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    await assertCollectionsAllowed(ctx, user.role, user.id);
    const id = idParam(req.params.id);
    const found = await collectionWithModules(ctx, id);
    if (!found) throw notFound();
    const { collection, modules } = found;
    const path = await ensureCertificate(ctx, user, id);
    res.json({
      data: {
        id: collection.id,
        name: collection.name,
        description: collection.description,
        status: collection.status,
        media: collection.media_path ? { path: collection.media_path } : null,
        no_of_modules: modules.length,
        modules: await toModuleCards(ctx.db, modules, user.id),
        hasCertificate: path ? { path: await fileLinksFor(ctx, currentReader(res))(path, user.id) } : null,
      },
    });
  };

export const listCertificates = (ctx: ApiContext) =>
  pagedList(100, (window, _req, res) =>
    certificatesPage(ctx, currentUser(res), fileLinksFor(ctx, currentReader(res)), window),
  );
