import { AddBookmarkBody } from '@modkit/sdk/contract';
import type { RequestHandler, Router } from 'express';
import type { ApiContext } from '../context';
import { currentUser, requireAuth } from '../http/authenticate';
import { notFound, validationError } from '../http/http-error';
import { pagedList } from '../http/paged-list';
import { idParam, optionalId, queryString } from '../http/params';
import { parseWith } from '../http/validate';
import { toPackage } from '../serializers/session-user';
import {
  addBookmark,
  bookmarksPage,
  deleteBookmark,
  likedModulesPage,
  packagesPage,
  userPackagesPage,
} from '../services/account-library';
import { publishedModule } from '../services/published-module';

/** Bookmarks, liked modules, packages and the user's own package records. */
export function registerAccountLibraryRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);
  router.get('/users/bookmarks', auth, listBookmarks(ctx));
  router.post('/users/bookmarks', auth, postBookmark(ctx));
  router.delete('/users/bookmarks/:id', auth, removeBookmark(ctx));
  router.get('/users/liked-modules', auth, listLikedModules(ctx));
  router.get('/packages', auth, listPackages(ctx));
  router.get('/packages/:id', showPackage(ctx));
  router.get('/users/packages', auth, listUserPackages(ctx));
}

const listBookmarks = (ctx: ApiContext) =>
  pagedList(12, (window, _req, res) => bookmarksPage(ctx, currentUser(res).id, window));

const postBookmark =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const moduleId = optionalId(req.body?.module_id);
    if (!moduleId) throw validationError({ module_id: 'module_id is required.' });
    parseWith(AddBookmarkBody, req.body);
    await publishedModule(ctx.db, moduleId);
    res.status(201).json({ data: await addBookmark(ctx, user.id, moduleId) });
  };

const removeBookmark =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id);
    if (!(await deleteBookmark(ctx, currentUser(res).id, id))) throw notFound();
    res.json({ data: { id } });
  };

const listLikedModules = (ctx: ApiContext) =>
  pagedList(12, (window, _req, res) => likedModulesPage(ctx, currentUser(res).id, window));

const listPackages = (ctx: ApiContext) =>
  pagedList(100, (window, req, _res) => packagesPage(ctx, queryString(req.query.status) ?? 'Active', window));

const showPackage =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id);
    const row = await ctx.db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    res.json({ data: toPackage(row) });
  };

const listUserPackages = (ctx: ApiContext) =>
  pagedList(100, (window, _req, res) => userPackagesPage(ctx, currentUser(res).id, window));
