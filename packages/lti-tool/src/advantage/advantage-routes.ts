import { catalogueTitles } from '@modkit/api';
import { VALIDATION_ERROR_TITLE } from '@modkit/sdk/rules';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { bearerUser, sendApiError, type ToolDeps } from '../tool-deps';
import { contentItems, finishDeepLinking, type PickedItem } from './deep-linking';
import { syncRoster } from './roster-sync';

/** The picked modules (published) and collections that exist, with their names; at most 50 of each. */
async function findPickedItems(deps: ToolDeps, wanted: Array<Partial<PickedItem>>): Promise<PickedItem[]> {
  const ids = (kind: string) =>
    wanted
      .filter((w) => w.kind === kind && Number.isSafeInteger(w.id))
      .map((w) => Number(w.id))
      .slice(0, 50);
  return catalogueTitles(deps.api.ctx.db, { moduleIds: ids('module'), collectionIds: ids('collection') });
}

/** POST /lti/deep-link (the picker's choice → the signed response) and POST /lti/roster-sync (NRPS). */
export function advantageRoutes(deps: ToolDeps): Router {
  const router = express.Router();

  router.post('/deep-link', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const user = await bearerUser(deps, req);
      if (!user) return sendApiError(res, 401, 'Unauthorized');
      const wanted = (Array.isArray(req.body?.items) ? req.body.items : []) as Array<Partial<PickedItem>>;
      const picked = await findPickedItems(deps, wanted);
      if (picked.length === 0) {
        return sendApiError(res, 422, VALIDATION_ERROR_TITLE, {
          items: ['Pick at least one module or collection.'],
        });
      }
      const session = typeof req.body?.session === 'string' ? req.body.session : '';
      const token = await finishDeepLinking(deps.db, session, user.userId, deps.now());
      if (!token) return sendApiError(res, 400, 'This picking session is unknown, used or expired.');
      const settings = token.platformContext.deepLinkingSettings;
      const items = contentItems(picked, `${deps.publicUrl}/lti/launch`, settings?.accept_lineitem !== false);
      const jwt = await deps.provider.DeepLinking.createDeepLinkingMessage(token, items, {
        message: `Added ${items.length} modkit ${items.length === 1 ? 'activity' : 'activities'}.`,
      });
      res.json({ data: { return_url: settings?.deep_link_return_url, jwt } });
    } catch (error) {
      next(error);
    }
  });

  router.post('/roster-sync', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const user = await bearerUser(deps, req);
      if (!user) return sendApiError(res, 401, 'Unauthorized');
      if (user.role === 'STUDENT') return sendApiError(res, 403, 'Forbidden');
      const result = await syncRoster(deps.api, deps.db, deps.provider, user.userId);
      if (!result) return sendApiError(res, 400, 'No course roster is available for this launch.');
      res.json({ data: result });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
