/** Bookmarks, liked modules, packages and the user's own package records. */
import { AddBookmarkBody } from '@modkit/sdk/contract';
import type { RequestHandler } from 'express';
import { toPackage } from '../accounts/session-user';
import { publishedModule } from '../catalogue/published-module';
import type { ApiContext } from '../config/context';
import { currentUser } from '../http/guards/authenticate';
import { notFound } from '../http/http-error';
import { idParam, optionalId, queryString } from '../http/input/params';
import { requiredId } from '../http/input/required-fields';
import { parseWith } from '../http/input/validate';
import { pagedList } from '../http/paged-list';
import {
  addBookmark,
  bookmarksPage,
  deleteBookmark,
  likedModulesPage,
  packagesPage,
  userPackagesPage,
} from './account-library';

export const listBookmarks = (ctx: ApiContext) =>
  pagedList(12, (window, _req, res) => bookmarksPage(ctx, currentUser(res).id, window));

export const postBookmark =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const moduleId = requiredId(optionalId(req.body?.module_id), 'module_id');
    parseWith(AddBookmarkBody, req.body);
    await publishedModule(ctx.db, moduleId);
    res.status(201).json({ data: await addBookmark(ctx, user.id, moduleId) });
  };

export const removeBookmark =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id);
    if (!(await deleteBookmark(ctx, currentUser(res).id, id))) throw notFound();
    res.json({ data: { id } });
  };

export const listLikedModules = (ctx: ApiContext) =>
  pagedList(12, (window, _req, res) => likedModulesPage(ctx, currentUser(res).id, window));

export const listPackages = (ctx: ApiContext) =>
  pagedList(100, (window, req, _res) => packagesPage(ctx, queryString(req.query.status) ?? 'Active', window));

export const showPackage =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id);
    const row = await ctx.db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    res.json({ data: toPackage(row) });
  };

export const listUserPackages = (ctx: ApiContext) =>
  pagedList(100, (window, _req, res) => userPackagesPage(ctx, currentUser(res).id, window));
