import { handOverSession, issueAccessToken } from '@modkit/api';
import type { NextFunction, Request, Response } from 'express';
import { sendApiError, type ToolDeps } from '../tool-deps';
import { redeemLaunchCode } from './launch-codes';

const UNKNOWN_CODE = 'This launch code is unknown, used or expired.';

/**
 * POST /lti/exchange: the launch page trades its single-use code for the api token and its target. A
 * launch's code starts a session; a hand-off code hands over the session that asked for it, if it still
 * stands (no logout, no password change since): the app's token is that session's (its id and expiry), so
 * its logout ends both, and a stolen token's codes end with it.
 */
export function exchangeRoute(deps: ToolDeps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const code = typeof req.body?.code === 'string' ? req.body.code : '';
      const redeemed = await redeemLaunchCode(deps.db, code, deps.now());
      const token = !redeemed
        ? null
        : redeemed.session
          ? await handOverSession(deps.api.ctx, redeemed.session)
          : await issueAccessToken(deps.api.ctx, redeemed.userId);
      if (!redeemed || !token) return sendApiError(res, 400, UNKNOWN_CODE, { code: ['invalid'] });
      res.setHeader('Cache-Control', 'no-store');
      res.json({ data: { token, target: redeemed.target } });
    } catch (error) {
      next(error);
    }
  };
}
