import { isAdminRole } from '@modkit/sdk/rules';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { bearerUser, sendApiError, type ToolDeps } from '../tool-deps';
import {
  approvePlatform,
  blockedStatus,
  listPlatforms,
  type RegisteredPlatform,
  refusedPlatforms,
  refusePlatform,
} from './platform-approval';

/** A platform as the admin console shows it (the api's snake_case). */
function platformJson(p: RegisteredPlatform) {
  return {
    issuer: p.issuer,
    client_id: p.clientId,
    name: p.name,
    status: p.status,
    deployment_ids: p.deploymentIds,
    configuration_url: p.configurationUrl,
    registered_at: p.registeredAt,
    decided_at: p.decidedAt,
    last_launch_at: p.lastLaunchAt,
  };
}

/** Administrators only (ADMIN, SUPER_ADMIN, an app token; never a partner's widget token): 401 without a token, 403 else. */
function requireAdmin(deps: ToolDeps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const user = await bearerUser(deps, req);
      if (!user) return sendApiError(res, 401, 'Unauthorized');
      if (user.partnerId !== undefined || !isAdminRole(user.role)) return sendApiError(res, 403, 'Forbidden');
      res.setHeader('Cache-Control', 'no-store');
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** The platform a body (approve, refuse) or a query (revoke) names; field errors when it names none. */
function platformKey(res: Response, source: unknown): { issuer: string; clientId: string } | null {
  const input = (source ?? {}) as Record<string, unknown>;
  const issuer = typeof input.issuer === 'string' ? input.issuer.trim() : '';
  const clientId = typeof input.client_id === 'string' ? input.client_id.trim() : '';
  const error: Record<string, string[]> = {};
  if (!issuer) error.issuer = ['issuer is Required.'];
  if (!clientId) error.client_id = ['client_id is Required.'];
  if (Object.keys(error).length) {
    sendApiError(res, 422, 'Validation Error Occured', error);
    return null;
  }
  return { issuer, clientId };
}

const NOT_WAITING = 'No platform with this issuer and client id is waiting for approval.';
const NOT_KNOWN = 'No platform with this issuer and client id is registered.';

/**
 * The admin console's LTI platforms (under `/lti/admin`): `GET /platforms` lists every platform (waiting,
 * approved, refused) with its deployments, registration and decision dates and last launch;
 * `POST /platforms/approve` and `POST /platforms/refuse` decide on one that registered itself and waits;
 * `DELETE /platforms?issuer=…&client_id=…` revokes an approved one (its launches are refused from then on).
 */
export function adminPlatformRoutes(deps: ToolDeps): Router {
  const router = express.Router();
  const { provider, db, now } = deps;
  router.use('/admin', requireAdmin(deps));

  router.get('/admin/platforms', async (_req, res, next) => {
    try {
      const known = await listPlatforms(provider, db);
      const refused = await refusedPlatforms(db);
      const results = [...known, ...refused].map(platformJson);
      res.json({ data: { results }, meta: { pagination: { total: results.length } } });
    } catch (error) {
      next(error);
    }
  });

  const decide = (approve: boolean) => async (req: Request, res: Response, next: NextFunction) => {
    try {
      const key = platformKey(res, req.body);
      if (!key) return;
      if ((await blockedStatus(db, key.issuer, key.clientId)) !== 'pending')
        return sendApiError(res, 404, NOT_WAITING);
      const done = approve
        ? await approvePlatform(provider, db, key.issuer, key.clientId, now())
        : await refusePlatform(provider, db, key.issuer, key.clientId, now());
      if (!done) return sendApiError(res, 404, NOT_WAITING);
      res.json({
        data: { issuer: key.issuer, client_id: key.clientId, status: approve ? 'approved' : 'refused' },
      });
    } catch (error) {
      next(error);
    }
  };
  router.post('/admin/platforms/approve', decide(true));
  router.post('/admin/platforms/refuse', decide(false));

  router.delete('/admin/platforms', async (req, res, next) => {
    try {
      const key = platformKey(res, req.query);
      if (!key) return;
      if (!(await provider.getPlatform(key.issuer, key.clientId))) return sendApiError(res, 404, NOT_KNOWN);
      await refusePlatform(provider, db, key.issuer, key.clientId, now());
      res.json({ data: { issuer: key.issuer, client_id: key.clientId, status: 'refused' } });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
