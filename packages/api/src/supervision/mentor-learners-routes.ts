/** My Learners of part 2: list, details, modules, projects, remove, invite, insights. */
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '@modkit/sdk/rules';
import type { RequestHandler } from 'express';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { currentUser } from '../http/guards/authenticate';
import { validationError } from '../http/http-error';
import { searchKeyword } from '../http/input/list-query';
import { idParam, optionalId } from '../http/input/params';
import { paged, pageParams } from '../http/paging';
import type { SmsSender } from '../messaging/sms';
import { inviteeOf, sendInvitation, spendInvite } from './learner-invite';
import { assertLearnerOf } from './mentor-access';
import { actingMentorOf, mentorsLearner } from './mentor-learner-access';
import { learnersPage, removeLearner, removeLearners } from './mentor-learner-list';
import { toPerson } from './person';

const NO_INVITES = FAILURE_MESSAGES.noInvites;

export const listLearners =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const mentorId = await actingMentorOf(ctx, req, res);
    const { page, limit, offset } = pageParams(req.query, 10);
    const { results, total } = await learnersPage(ctx, mentorId, searchKeyword(req.query.keyword), {
      limit,
      offset,
    });
    res.json(paged(results, total, page, limit));
  };

export const learnerDetails =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const { learnerId } = await mentorsLearner(ctx, req, res);
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', learnerId)
      .executeTakeFirstOrThrow();
    res.json({ data: await toPerson(ctx.db, user, isoNow(ctx.now)) });
  };

export const deleteLearner =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const mentor = currentUser(res);
    const learnerId = idParam(req.params.id);
    await assertLearnerOf(ctx, mentor.id, learnerId);
    await removeLearner(ctx, mentor.id, learnerId);
    res.json({ data: { id: learnerId }, message: SUCCESS_MESSAGES.learnerRemoved });
  };

export const bulkRemoveLearners =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const mentor = currentUser(res);
    const raw: unknown[] = Array.isArray(req.body?.ids) ? req.body.ids : [];
    const ids = raw.map(optionalId);
    if (ids.length === 0 || ids.length > 100 || ids.some((id) => id === undefined))
      throw validationError({ ids: 'Select the learners to remove.' });
    await removeLearners(ctx, mentor.id, ids as number[]);
    res.json({ data: { ids }, message: SUCCESS_MESSAGES.learnersRemoved });
  };

export const inviteLearner =
  (ctx: ApiContext, sms: SmsSender | null): RequestHandler =>
  async (req, res) => {
    const mentor = currentUser(res);
    const to = inviteeOf((req.body ?? {}) as Record<string, unknown>);
    const link = await spendInvite(ctx, mentor, NO_INVITES);
    // A phone is texted when SMS_URL names an SMS API; without one (or when it fails) `text_sent` is false
    // and the mentor shares the link, which the answer always carries.
    const textSent = await sendInvitation(ctx, sms, mentor, to, link, (reason) =>
      req.log.warn({ reason }, 'invitation text not sent'),
    );
    res.json({
      data: { link, email: to.email ?? null, phone: to.phone, text_sent: textSent },
      message: SUCCESS_MESSAGES.inviteSent,
    });
  };
