/** Module search, module detail, my modules, viewed modules, card details and the random featured question. */
import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { currentReader, currentUser } from '../http/guards/authenticate';
import { notFound } from '../http/http-error';
import { idParam, optionalId, queryString } from '../http/input/params';
import { certificateCoveringModule } from '../learning/module-certificate';
import { assignerOf, myModuleRecord, myModulesPage, myViewedModulesPage } from '../learning/my-modules';
import { fileLinksFor } from '../storage/file-links';
import { moduleCardsOf, toModuleCards } from './module-card';
import {
  mentorViewedAndRemaining,
  moduleProjects,
  moduleTabs,
  randomFeatureQuestion,
  userProjectsOf,
} from './module-detail';
import { searchModules } from './module-search';
import { pagedModuleCards } from './paged-module-cards';
import { searchPageCards } from './search-page-text';
import { isAdmin, isMentorRole, visibleStatuses } from './viewer';

const ORDER_TYPES = new Set(['publish_at', 'name', 'views', 'created_at']);

// The page's text is kept for every reader of the search (search-page-text.ts); each reader's marks are read anew.
export const searchPublishedModules = (ctx: ApiContext) =>
  searchPageCards(ctx, 12, (window, req, user) => {
    const orderByType = queryString(req.query.order_by_type) ?? 'publish_at';
    return searchModules(ctx, {
      statuses: visibleStatuses(user.role, queryString(req.query.status)),
      keyword: queryString(req.query.keyword),
      categoryId: optionalId(req.query.category_id),
      superCategoryId: optionalId(req.query.super_category_id),
      tagId: optionalId(req.query.tag_id),
      careerId: optionalId(req.query.career_id),
      skip: optionalId(req.query.skip),
      orderBy: queryString(req.query.order_by)?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC',
      orderByType: (ORDER_TYPES.has(orderByType) ? orderByType : 'publish_at') as 'publish_at',
      ...window,
    });
  });

export const showModule =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const id = idParam(req.params.id);
    // The module and the viewer's marks in one query.
    const [found] = await moduleCardsOf(ctx.db, [id], user.id);
    if (!found || (found.row.status !== 'PUBLISH' && !isAdmin(user.role))) throw notFound();
    const { card } = found;
    const include = new Set((queryString(req.query.include) ?? '').split(',').map((s) => s.trim()));
    const assigned = card?.HasAssignToUser != null;
    const mayReadContent = assigned || user.role !== 'STUDENT';
    const body: Record<string, unknown> = { ...card };
    if (include.has('tabs') && mayReadContent) body.tabs = await moduleTabs(ctx, id);
    if (include.has('projects'))
      body.projects = await moduleProjects(ctx, user.id, id, { assigned, mayReadContent });
    // The caller's certificate of a collection with this module (the preview links it beside 'Completed').
    body.certificate = await certificateCoveringModule(ctx, user, fileLinksFor(ctx, currentReader(res)), id);
    if (isMentorRole(user.role))
      body.mentorViewedAndRemainingModule = await mentorViewedAndRemaining(ctx, user);
    res.json({ data: body });
  };

export const listMyModules = (ctx: ApiContext) =>
  pagedModuleCards(ctx, 12, (window, req, user) =>
    myModulesPage(ctx, {
      userId: user.id,
      status: queryString(req.query.status)?.toUpperCase(),
      superCategoryId: optionalId(req.query.super_category_id),
      direction: queryString(req.query.order_by)?.toUpperCase() === 'ASC' ? 'asc' : 'desc',
      ...window,
    }),
  );

export const showMyModule =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const moduleId = idParam(req.params.id);
    const record = await myModuleRecord(ctx, user.id, moduleId);
    if (!record) throw notFound();
    const row = await ctx.db
      .selectFrom('modules')
      .selectAll()
      .where('id', '=', moduleId)
      .executeTakeFirstOrThrow();
    const [module] = await toModuleCards(ctx.db, [row], user.id);
    const usersprojects = await userProjectsOf(ctx, user.id, moduleId);
    const assignedby = await assignerOf(ctx, record.assigned_by);
    const reflection_history = await ctx.db
      .selectFrom('reflection_answer_history')
      .select(['answer', 'answered_at'])
      .where('user_id', '=', user.id)
      .where('module_id', '=', moduleId)
      .orderBy('answered_at')
      .orderBy('id')
      .execute();
    res.json({
      data: {
        ...record,
        lastViewd: record.last_viewed_at,
        assignedby,
        module,
        usersprojects,
        reflection_history,
      },
    });
  };

export const listMyViewedModules = (ctx: ApiContext) =>
  pagedModuleCards(ctx, 12, (window, _req, user) => myViewedModulesPage(ctx, user.id, window));

export const embedCardDetails =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const id = optionalId(req.query.module_id);
    if (!id) throw notFound();
    const row = await ctx.db
      .selectFrom('modules')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'PUBLISH')
      .executeTakeFirst();
    if (!row) throw notFound();
    const [card] = await toModuleCards(ctx.db, [row], user.id);
    res.json({ data: card });
  };

export const featureQuestion =
  (ctx: ApiContext): RequestHandler =>
  async (_req, res) => {
    res.json({ data: await randomFeatureQuestion(ctx) });
  };
