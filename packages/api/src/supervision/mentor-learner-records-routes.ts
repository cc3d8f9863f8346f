import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { currentReader, currentUser } from '../http/guards/authenticate';
import { notFound } from '../http/http-error';
import { searchKeyword, sortDirection } from '../http/input/list-query';
import { idParam, optionalId, queryString } from '../http/input/params';
import { paged, pageParams } from '../http/paging';
import { userProjectsFor, userProjectsPage } from '../projects/user-project-lists';
import { fileLinksFor } from '../storage/file-links';
import { learnerModule, learnerModulesPage } from './learner-modules';
import { actingMentorId, assertLearnerOf } from './mentor-access';
import { mentorsLearner } from './mentor-learner-access';

/** A learner's modules and project records as their mentor reads them (wired in the route table, `routes/index.ts`). */

export const learnerModulesHandler =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const { learnerId } = await mentorsLearner(ctx, req, res);
    const { page, limit, offset } = pageParams(req.query, 5);
    const status = queryString(req.query.status)?.toUpperCase();
    const { results, total } = await learnerModulesPage(ctx, learnerId, status, { limit, offset });
    res.json(paged(results, total, page, limit));
  };

export const learnerModuleHandler =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const { learnerId } = await mentorsLearner(ctx, req, res);
    const found = await learnerModule(ctx, learnerId, idParam(req.params.moduleId));
    if (!found) throw notFound();
    const usersprojects = await userProjectsFor(ctx, fileLinksFor(ctx, currentReader(res)), found.projectIds);
    res.json({ data: { ...found.module, usersprojects } });
  };

export const learnerProjectsHandler =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const { learnerId } = await mentorsLearner(ctx, req, res);
    const { page, limit, offset } = pageParams(req.query, 5);
    const filter = {
      learnerId,
      status: 'SUBMITTED',
      keyword: searchKeyword(req.query.keyword),
      orderBy: 'submitted_at' as const,
      direction: sortDirection(req.query.order_by),
    };
    const links = fileLinksFor(ctx, currentReader(res));
    const { results, total } = await userProjectsPage(ctx, links, filter, { limit, offset });
    res.json(paged(results, total, page, limit));
  };

export const userProjectHandler =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const caller = currentUser(res);
    const [project] = await userProjectsFor(ctx, fileLinksFor(ctx, currentReader(res)), [
      idParam(req.params.id),
    ]);
    if (!project) throw notFound();
    if (project.user_id !== caller.id) {
      // Someone else's record answers 404 like a missing one, so ids are not confirmed (never 403).
      const mentorId = await actingMentorId(ctx, caller, optionalId(req.query.mentorId)).catch(() => {
        throw notFound();
      });
      await assertLearnerOf(ctx, mentorId, project.user_id);
    }
    res.json({ data: project });
  };
