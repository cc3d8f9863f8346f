/** Points, notifications and the activity log of the signed-in user (learners: with profile-building support). */
import { PostActivityBody } from '@modkit/sdk/contract';
import { badgesFor, GATE_MESSAGES, hasProfileBuildingSupport } from '@modkit/sdk/rules';
import type { RequestHandler, Response } from 'express';
import { gatedUser } from '../commerce/gated-user';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { currentUser } from '../http/guards/authenticate';
import { validationError } from '../http/http-error';
import { queryString } from '../http/input/params';
import { parseWith } from '../http/input/validate';
import { pagedList } from '../http/paged-list';
import { paged, pageParams } from '../http/paging';
import {
  activityOverview,
  logMinutes,
  markNotificationsRead,
  minutesByDayOfMonth,
  notificationsPage,
  totalPoints,
} from './account-activity';

const MAX_MINUTES_PER_POST = 180;

/** The signed-in user, once the activity log is open to them (learners need profile-building support). */
const activityLogUser = (ctx: ApiContext, res: Response) =>
  gatedUser(ctx, res, hasProfileBuildingSupport, GATE_MESSAGES.activityLogLocked);

export const showTotalPoints =
  (ctx: ApiContext): RequestHandler =>
  async (_req, res) => {
    const points = await totalPoints(ctx, currentUser(res).id);
    res.json({ data: { points, ...badgesFor(points) } });
  };

export const listNotifications = (ctx: ApiContext) =>
  pagedList(10, (window, _req, res) => notificationsPage(ctx, currentUser(res).id, window));

export const readAllNotifications =
  (ctx: ApiContext): RequestHandler =>
  async (_req, res) => {
    await markNotificationsRead(ctx, currentUser(res).id);
    res.json({ data: null, message: 'All notifications are marked as read.' });
  };

export const postActivity =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = await activityLogUser(ctx, res);
    const min = req.body?.min;
    if (!Number.isInteger(min) || min < 1 || min > MAX_MINUTES_PER_POST) {
      throw validationError({
        min: `min must be a whole number of minutes from 1 to ${MAX_MINUTES_PER_POST}.`,
      });
    }
    parseWith(PostActivityBody, req.body);
    res.status(201).json({ data: await logMinutes(ctx, user.id, min) });
  };

// Minutes per day of one month (the month of `date`, default this month), at most 31 rows.
export const monthOfActivity =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const user = await activityLogUser(ctx, res);
    pageParams(req.query, 31); // one page of at most 31 days; an absurd page is still refused
    const date = queryString(req.query.date)?.match(/^(\d{4})-(\d{2})/);
    const month = date ? `${date[1]}-${date[2]}` : isoNow(ctx.now).slice(0, 7);
    const results = await minutesByDayOfMonth(ctx, user.id, month);
    res.json(paged(results, results.length, 1, 31));
  };

// Overall: modules viewed and the words the learner focuses on (tags of what they viewed).
export const overallActivity =
  (ctx: ApiContext): RequestHandler =>
  async (_req, res) => {
    const user = await activityLogUser(ctx, res);
    res.json({ data: await activityOverview(ctx, user.id) });
  };
