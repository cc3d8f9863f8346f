import { AssignModulesBody, ModuleProgressBody, RatingBody } from '@modkit/sdk/contract';
import {
  GATE_MESSAGES,
  hasFinishedGetTheIdea,
  MODULE_FORM_MESSAGES,
  SUCCESS_MESSAGES,
} from '@modkit/sdk/rules';
import type { Router } from 'express';
import { sql } from 'kysely';
import type { ApiContext } from '../context';
import { isoNow } from '../db/now';
import { currentUser, requireAuth, requireRole, type UserRow } from '../http/authenticate';
import { badRequest, forbidden, notFound, validationError } from '../http/http-error';
import { idParam, optionalId } from '../http/params';
import { parseWith } from '../http/validate';
import { findActivePackage } from '../services/active-package';
import { issueCertificatesOfModule } from '../services/certificates';
import { assignModulesTo } from '../services/module-assignment';
import { awardPoints } from '../services/points';

export const NOT_ASSIGNED = GATE_MESSAGES.notAssigned;
export const REFLECTION_LOCKED = GATE_MESSAGES.reflectionLocked;
const RATINGS = new Set([-10, 1, 10]);

/** Tabs, assignment, progress, reflection answer, view count, rating and like of modules. */
export function registerModuleActionRoutes(router: Router, ctx: ApiContext): void {
  const auth = requireAuth(ctx);
  /**
   * The certificates a step may have completed, issued now so the module's completion shows them. A failure
   * (the PDF, the storage) loses nothing: the step is saved, and the collection's page issues it later.
   */
  const issueCertificatesOf = (user: UserRow, moduleId: number) =>
    issueCertificatesOfModule(ctx, user, moduleId).catch((error: unknown) =>
      console.error('certificate after a module step:', error),
    );

  const publishedModule = async (id: number) => {
    const row = await ctx.db
      .selectFrom('modules')
      .select(['id', 'views', 'reflection_question'])
      .where('id', '=', id)
      .where('status', '=', 'PUBLISH')
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  router.post('/modules/:id/tabs', auth, async (req, res) => {
    const user = currentUser(res);
    const moduleId = idParam(req.params.id);
    await publishedModule(moduleId);
    const now = isoNow(ctx.now);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('module_views')
        .values({ user_id: user.id, module_id: moduleId, created_at: now })
        .execute();
      await trx
        .updateTable('user_modules')
        .set({ status: 'VIEWED', last_viewed_at: now, updated_at: now })
        .where('user_id', '=', user.id)
        .where('module_id', '=', moduleId)
        .execute();
    });
    res.json({ data: { module_id: moduleId } });
  });

  router.post('/modules/assign', auth, async (req, res) => {
    const user = currentUser(res);
    const raw: unknown[] = Array.isArray(req.body?.modules) ? req.body.modules : [];
    const modules = raw.map(optionalId);
    if (modules.length === 0 || modules.length > 100 || modules.some((m) => m === undefined)) {
      throw validationError({ modules: 'Select at least one module.' });
    }
    parseWith(AssignModulesBody, req.body);
    const targetId = optionalId(req.body?.user_id);
    let learner = user;
    if (targetId && targetId !== user.id) {
      if (user.role !== 'MENTOR' && user.role !== 'SUPER_MENTOR') throw forbidden();
      const link = await ctx.db
        .selectFrom('mentor_learners')
        .select('learner_id')
        .where('mentor_id', '=', user.id)
        .where('learner_id', '=', targetId)
        .executeTakeFirst();
      if (!link) throw notFound();
      learner = await ctx.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', targetId)
        .executeTakeFirstOrThrow();
    }
    const assigned = await ctx.db
      .transaction()
      .execute((trx) =>
        assignModulesTo(
          trx,
          learner,
          modules as number[],
          learner.id === user.id ? null : user.id,
          isoNow(ctx.now),
        ),
      );
    res.json({ data: { assigned }, message: SUCCESS_MESSAGES.modulesAssigned });
  });

  const myAssignment = async (userId: number, moduleId: number) => {
    const record = await ctx.db
      .selectFrom('user_modules')
      .selectAll()
      .where('user_id', '=', userId)
      .where('module_id', '=', moduleId)
      .executeTakeFirst();
    if (!record) throw badRequest(NOT_ASSIGNED);
    return record;
  };

  router.patch('/modules/my-modules/:id/completed_percentage', auth, async (req, res) => {
    const user = currentUser(res);
    const moduleId = idParam(req.params.id);
    const pct = req.body?.completed_percentage;
    const tab = req.body?.completed_tab;
    const fields: Record<string, string> = {};
    if (!Number.isInteger(pct) || pct < 0 || pct > 100)
      fields.completed_percentage = 'completed_percentage must be a whole number from 0 to 100.';
    if (!Number.isInteger(tab) || tab < 0 || tab > 3)
      fields.completed_tab = 'completed_tab must be 0, 1, 2 or 3.';
    if (Object.keys(fields).length) throw validationError(fields);
    parseWith(ModuleProgressBody, req.body);
    const record = await myAssignment(user.id, moduleId);
    const now = isoNow(ctx.now);
    let pointsAwarded = 0;
    let published: (() => void) | undefined;
    const updated = await ctx.db.transaction().execute(async (trx) => {
      // Never lower: the stored percentage only rises (part 1 §4). The rise is one conditional update, so
      // that two requests racing with the same value record (and publish) it once.
      const rose = await trx
        .updateTable('user_modules')
        .set({
          completed_percentage: pct,
          completed_tab: Math.max(tab, record.completed_tab),
          status: 'VIEWED',
          updated_at: now,
        })
        .where('id', '=', record.id)
        .where('completed_percentage', '<', pct)
        .executeTakeFirst();
      if (rose.numUpdatedRows > 0n) {
        if (hasFinishedGetTheIdea(pct) && user.role === 'STUDENT')
          pointsAwarded = await awardPoints(trx, user.id, 'GET_THE_IDEA', moduleId, now);
        // The LTI tool's score is recorded in this transaction: it commits with the progress or not at all.
        published = await ctx.events.emit(
          'module-progress',
          { userId: user.id, moduleId, completedPercentage: pct },
          trx,
        );
      }
      return trx.selectFrom('user_modules').selectAll().where('id', '=', record.id).executeTakeFirstOrThrow();
    });
    published?.();
    if (published && hasFinishedGetTheIdea(pct)) await issueCertificatesOf(user, moduleId);
    res.json({ data: updated, meta: { points_awarded: pointsAwarded } });
  });

  router.post(
    '/modules/my-modules/:id/submit-reflection-question',
    auth,
    requireRole('STUDENT'),
    async (req, res) => {
      const user = currentUser(res);
      const moduleId = idParam(req.params.id);
      const answer =
        typeof req.body?.reflection_question_answer === 'string'
          ? req.body.reflection_question_answer.trim()
          : '';
      if (!answer) throw validationError({ reflection_question_answer: MODULE_FORM_MESSAGES.answer });
      if (answer.length > 5000)
        throw validationError({ reflection_question_answer: 'Answer must be at most 5000 characters.' });
      const record = await myAssignment(user.id, moduleId);
      const now = isoNow(ctx.now);
      const active = await findActivePackage(ctx.db, user.id, now);
      if (active?.package.ai_based_profiile_building_support !== 1) throw badRequest(REFLECTION_LOCKED);
      const updated = await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('user_modules')
          .set({ reflection_question_answer: answer, updated_at: now })
          .where('id', '=', record.id)
          .execute();
        await awardPoints(trx, user.id, 'REFLECTION_ANSWER', moduleId, now);
        return trx
          .selectFrom('user_modules')
          .selectAll()
          .where('id', '=', record.id)
          .executeTakeFirstOrThrow();
      });
      await issueCertificatesOf(user, moduleId);
      res.json({ data: updated, message: MODULE_FORM_MESSAGES.reflectionSubmitted });
    },
  );

  router.patch('/modules/:id/update-view-count', auth, async (req, res) => {
    const user = currentUser(res);
    const moduleId = idParam(req.params.id);
    await publishedModule(moduleId);
    // The module's count, and the learner's own view (My List's Recently Viewed, trending, interests).
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('modules').set({ views: sql`views + 1` }).where('id', '=', moduleId).execute();
      await trx
        .insertInto('module_views')
        .values({ user_id: user.id, module_id: moduleId, created_at: isoNow(ctx.now) })
        .execute();
    });
    const { views } = await publishedModule(moduleId);
    res.json({ data: { views } });
  });

  router.post('/modules/:id/rating', auth, async (req, res) => {
    const user = currentUser(res);
    const moduleId = idParam(req.params.id);
    const score = req.body?.score;
    if (!RATINGS.has(score)) throw validationError({ score: 'Choose Okay, Liked or Loved.' });
    parseWith(RatingBody, { module_id: moduleId, ...req.body });
    await publishedModule(moduleId);
    const now = isoNow(ctx.now);
    await ctx.db
      .insertInto('module_ratings')
      .values({ user_id: user.id, module_id: moduleId, score, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'module_id']).doUpdateSet({ score, created_at: now }))
      .execute();
    res.json({ data: { module_id: moduleId, score } });
  });

  router.post('/modules/:id/like', auth, async (req, res) => {
    const user = currentUser(res);
    const moduleId = idParam(req.params.id);
    await publishedModule(moduleId);
    const now = isoNow(ctx.now);
    // A like toggles the viewer's positive mark: liking again removes it.
    const liked = await ctx.db.transaction().execute(async (trx) => {
      const mine = await trx
        .selectFrom('module_ratings')
        .select(['id', 'score'])
        .where('user_id', '=', user.id)
        .where('module_id', '=', moduleId)
        .executeTakeFirst();
      if (mine && mine.score > 0) {
        await trx.deleteFrom('module_ratings').where('id', '=', mine.id).execute();
        return false;
      }
      await trx
        .insertInto('module_ratings')
        .values({ user_id: user.id, module_id: moduleId, score: 1, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'module_id']).doUpdateSet({ score: 1, created_at: now }))
        .execute();
      return true;
    });
    const count = await ctx.db
      .selectFrom('module_ratings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('module_id', '=', moduleId)
      .where('score', '>', 0)
      .executeTakeFirstOrThrow();
    res.json({ data: { likes: Number(count.n), liked } });
  });
}
