/** Tabs, assignment, progress, reflection answer, view count, rating and like of modules. */
import {
  AssignModulesBody,
  LikeModuleBody,
  ModuleProgressBody,
  RatingBody,
  ReflectionAnswerBody,
} from '@modkit/sdk/contract';
import {
  actionTime,
  GATE_MESSAGES,
  isRatingScore,
  MODULE_FORM_MESSAGES,
  SUCCESS_MESSAGES,
} from '@modkit/sdk/rules';
import type { Request, RequestHandler, Response } from 'express';
import { publishedModule } from '../catalogue/published-module';
import { findActivePackage } from '../commerce/active-package';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { POSTED_TEXTS } from '../discussion/posted-texts';
import { currentUser, type UserRow } from '../http/guards/authenticate';
import { badRequest, forbidden, validationError } from '../http/http-error';
import { idParam, optionalId } from '../http/input/params';
import { requiredText } from '../http/input/required-fields';
import { parseWith } from '../http/input/validate';
import { assertLearnerOf } from '../supervision/mentor-access';
import { assignModulesTo } from './module-assignment';
import { countView, likesOf, rateModule, recordTabOpened, likeModule as setLike } from './module-marks';
import { issueCertificatesOf, myAssignment, saveProgress, saveReflectionAnswer } from './module-progress';

export { NOT_ASSIGNED } from './module-progress';

const REFLECTION_LOCKED = GATE_MESSAGES.reflectionLocked;

/** The caller and the id of the published module named by `:id` (404 when it is not published). */
async function callerAndPublishedModule(ctx: ApiContext, req: Request, res: Response) {
  const user = currentUser(res);
  const moduleId = idParam(req.params.id);
  await publishedModule(ctx.db, moduleId);
  return { user, moduleId };
}

export const openTab =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const { user, moduleId } = await callerAndPublishedModule(ctx, req, res);
    await recordTabOpened(ctx, user.id, moduleId);
    res.json({ data: { module_id: moduleId } });
  };

/** The learner modules are assigned to: the caller, or one of a mentor's own learners. */
async function assignee(ctx: ApiContext, caller: UserRow, targetId: number | undefined): Promise<UserRow> {
  if (!targetId || targetId === caller.id) return caller;
  if (caller.role !== 'MENTOR' && caller.role !== 'SUPER_MENTOR') throw forbidden();
  await assertLearnerOf(ctx, caller.id, targetId);
  return ctx.db.selectFrom('users').selectAll().where('id', '=', targetId).executeTakeFirstOrThrow();
}

export const assignModules =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const raw: unknown[] = Array.isArray(req.body?.modules) ? req.body.modules : [];
    const modules = raw.map(optionalId);
    if (modules.length === 0 || modules.length > 100 || modules.some((m) => m === undefined)) {
      throw validationError({ modules: 'Select at least one module.' });
    }
    parseWith(AssignModulesBody, req.body);
    const learner = await assignee(ctx, user, optionalId(req.body?.user_id));
    const assignedBy = learner.id === user.id ? null : user.id;
    const assigned = await ctx.db
      .transaction()
      .execute((trx) => assignModulesTo(trx, learner, modules as number[], assignedBy, isoNow(ctx.now)));
    res.json({ data: { assigned }, message: SUCCESS_MESSAGES.modulesAssigned });
  };

function progressFields(body: Record<string, unknown> | undefined) {
  const pct = body?.completed_percentage as number;
  const tab = body?.completed_tab as number;
  const fields: Record<string, string> = {};
  if (!Number.isInteger(pct) || pct < 0 || pct > 100)
    fields.completed_percentage = 'completed_percentage must be a whole number from 0 to 100.';
  if (!Number.isInteger(tab) || tab < 0 || tab > 3)
    fields.completed_tab = 'completed_tab must be 0, 1, 2 or 3.';
  if (Object.keys(fields).length) throw validationError(fields);
  return { pct, tab };
}

export const updateProgress =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const moduleId = idParam(req.params.id);
    const progress = progressFields(req.body);
    parseWith(ModuleProgressBody, req.body);
    const record = await myAssignment(ctx, user.id, moduleId);
    const { updated, pointsAwarded } = await saveProgress(ctx, user, record, progress);
    res.json({ data: updated, meta: { points_awarded: pointsAwarded } });
  };

export const submitReflection =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const moduleId = idParam(req.params.id);
    const answer = requiredText(req.body?.reflection_question_answer, POSTED_TEXTS.reflectionAnswer);
    parseWith(ReflectionAnswerBody, req.body);
    const record = await myAssignment(ctx, user.id, moduleId);
    const now = isoNow(ctx.now);
    const active = await findActivePackage(ctx.db, user.id, now);
    if (active?.package.ai_based_profiile_building_support !== 1) throw badRequest(REFLECTION_LOCKED);
    const answered = { answer, at: actionTime(req.body?.acted_at, now) };
    const updated = await saveReflectionAnswer(ctx, user.id, record, answered, now);
    await issueCertificatesOf(ctx, user, moduleId);
    res.json({ data: updated, message: MODULE_FORM_MESSAGES.reflectionSubmitted });
  };

export const updateViewCount =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const { user, moduleId } = await callerAndPublishedModule(ctx, req, res);
    await countView(ctx, user.id, moduleId);
    const { views } = await publishedModule(ctx.db, moduleId);
    res.json({ data: { views } });
  };

export const rate =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = currentUser(res);
    const moduleId = idParam(req.params.id);
    const score = req.body?.score;
    if (!isRatingScore(score)) throw validationError({ score: 'Choose Okay, Liked or Loved.' });
    parseWith(RatingBody, { module_id: moduleId, ...req.body });
    await publishedModule(ctx.db, moduleId);
    const actedAt = actionTime(req.body?.acted_at, isoNow(ctx.now));
    const now = await rateModule(ctx, user.id, moduleId, score, actedAt);
    res.json({ data: { module_id: moduleId, score: now } });
  };

export const likeModule =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const { user, moduleId } = await callerAndPublishedModule(ctx, req, res);
    const body = parseWith(LikeModuleBody, req.body);
    const actedAt = actionTime(body?.acted_at, isoNow(ctx.now));
    const liked = await setLike(ctx, user.id, moduleId, body?.liked, actedAt);
    res.json({ data: { likes: await likesOf(ctx, moduleId), liked } });
  };
