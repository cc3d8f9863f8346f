import { issueAccessToken } from '@modkit/api';
import type { NextFunction, Request, Response } from 'express';
import { sendApiError, type ToolDeps } from '../tool-deps';
import { redeemLaunchCode } from './launch-codes';

/** POST /lti/exchange: the launch page trades its single-use code for the api token and its target. */
export function exchangeRoute(deps: ToolDeps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const code = typeof req.body?.code === 'string' ? req.body.code : '';
      const redeemed = await redeemLaunchCode(deps.db, code, deps.now());
      if (!redeemed)
        return sendApiError(res, 400, 'This launch code is unknown, used or expired.', { code: ['invalid'] });
      res.setHeader('Cache-Control', 'no-store');
      res.json({
        data: { token: await issueAccessToken(deps.api.ctx, redeemed.userId), target: redeemed.target },
      });
    } catch (error) {
      next(error);
    }
  };
}
