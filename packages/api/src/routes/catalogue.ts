import type { RequestHandler, Router } from 'express';
import type { ApiContext } from '../context';
import { currentUser, requireAuth } from '../http/authenticate';
import { notFound } from '../http/http-error';
import { pagedList } from '../http/paged-list';
import { idParam, queryString } from '../http/params';
import { toModuleCards } from '../serializers/module-card';
import { careersPage, careerWithModules, categoriesPage, subCategoriesPage } from '../services/catalogue';

/** Categories with sub-categories, the topic search of choose-your-interests, and careers. */
export function registerCatalogueRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);
  router.get('/categories', auth, listCategories(ctx));
  // Public: the interest picker runs right after signup.
  router.get('/categories/sub-categories', searchSubCategories(ctx));
  router.get('/careers', auth, listCareers(ctx));
  router.get('/careers/:id', auth, showCareer(ctx));
}

const listCategories = (ctx: ApiContext) => pagedList(100, (window) => categoriesPage(ctx, window));

const searchSubCategories = (ctx: ApiContext) =>
  pagedList(20, (window, req) => subCategoriesPage(ctx, queryString(req.query.keyword), window));

const listCareers = (ctx: ApiContext) =>
  pagedList(100, (window, req) =>
    careersPage(ctx, queryString(req.query.status)?.toUpperCase() ?? 'ACTIVE', window),
  );

const showCareer =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const found = await careerWithModules(ctx, idParam(req.params.id));
    if (!found) throw notFound();
    res.json({ data: { ...found.career, modules: await toModuleCards(ctx.db, found.modules, user.id) } });
  };
