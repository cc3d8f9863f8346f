/** Categories with sub-categories, the topic search of choose-your-interests, and careers. */
import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { currentUser } from '../http/guards/authenticate';
import { notFound } from '../http/http-error';
import { idParam, queryString } from '../http/input/params';
import { pagedList } from '../http/paged-list';
import { careersPage, careerWithModules, categoriesPage, subCategoriesPage } from './catalogue';
import { toModuleCards } from './module-card';

export const listCategories = (ctx: ApiContext) => pagedList(100, (window) => categoriesPage(ctx, window));

export const searchSubCategories = (ctx: ApiContext) =>
  pagedList(20, (window, req) => subCategoriesPage(ctx, queryString(req.query.keyword), window));

export const listCareers = (ctx: ApiContext) =>
  pagedList(100, (window, req) =>
    careersPage(ctx, queryString(req.query.status)?.toUpperCase() ?? 'ACTIVE', window),
  );

export const showCareer =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const found = await careerWithModules(ctx, idParam(req.params.id));
    if (!found) throw notFound();
    res.json({ data: { ...found.career, modules: await toModuleCards(ctx.db, found.modules, user.id) } });
  };
