import type { NextFunction, Request, Response } from 'express';
import { bearerUser, sendApiError, type ToolDeps } from '../tool-deps';
import { createLaunchCode } from './launch-codes';

/** A path of the standalone app: same site, no scheme or host, no `//`, bounded. */
function isAppPath(path: unknown): path is string {
  return typeof path === 'string' && /^\/(?!\/)[^\s\\]*$/.test(path) && path.length <= 500;
}

/**
 * POST /lti/handoff: a widget inside the LMS asks to open a path of the app ("open in modkit", View All, a
 * module's full page). The answer is the app's `/launch/lti?code=…` with a single-use code of 60 s that
 * the app trades for the same user's session — never a long-lived token in a URL. A partner's widget
 * token cannot be traded for an app session.
 */
export function handoffRoute(deps: ToolDeps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const user = await bearerUser(deps, req);
      if (!user || user.partnerId !== undefined) return sendApiError(res, 401, 'Unauthorized');
      const path = req.body?.path;
      if (!isAppPath(path))
        return sendApiError(res, 422, 'Validation Error Occured', {
          path: ['path must be a path of the app, such as /my-library.'],
        });
      // The code keeps the asking session: a logout or a password change before the exchange ends it.
      const code = await createLaunchCode(deps.db, user.userId, { app: path }, deps.now(), user.session);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ data: { url: `${deps.publicUrl}/launch/lti?code=${encodeURIComponent(code)}` } });
    } catch (error) {
      next(error);
    }
  };
}
