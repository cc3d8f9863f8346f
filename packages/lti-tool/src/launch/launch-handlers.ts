import { type LtiUserRole, provisionLtiUser } from '@modkit/api';
import type { Request, Response } from 'express';
import { startDeepLinking } from '../advantage/deep-linking';
import { rememberLaunchContext } from '../advantage/launch-contexts';
import { sendPickerPage } from '../advantage/picker-page';
import { identityFromToken } from '../identity/identity-from-token';
import { modkitRoleFor } from '../identity/lti-roles';
import type { LtiIdToken } from '../ltijs';
import type { ToolDeps } from '../tool-deps';
import { createLaunchCode } from './launch-codes';
import { sendLaunchPage } from './launch-page';
import { sendRefusal } from './refusal-page';
import { widgetTarget } from './widget-target';

type LaunchCallback = (token: LtiIdToken, req: Request, res: Response) => Promise<void>;

/** The page a launch gets when its work failed (the database …): ltijs does not catch a callback's failure. */
export const LAUNCH_FAILED = 'Something went wrong while opening this activity. Please try again.';

/**
 * A launch callback whose failure is answered and logged: ltijs calls it without awaiting, so an error it
 * threw would otherwise end the whole server as an unhandled rejection.
 */
function answered(callback: LaunchCallback): LaunchCallback {
  return async (token, req, res) => {
    try {
      await callback(token, req, res);
    } catch (error) {
      console.error('lti launch:', error);
      if (!res.headersSent) sendRefusal(res, 500, LAUNCH_FAILED);
    }
  };
}

/** ltijs's callbacks once a launch is valid: a resource link opens its widget, a deep-linking request the picker. */
export function launchHandlers(deps: ToolDeps) {
  const { api, db, publicUrl, now } = deps;

  async function onResourceLink(token: LtiIdToken, _req: Request, res: Response) {
    const context = token.platformContext;
    const identity = await provisionLtiUser(api.ctx, identityFromToken(token));
    const query = (res.locals.query ?? {}) as Record<string, unknown>;
    const target = widgetTarget({ ...query, ...(context.custom ?? {}) }, identity.role as LtiUserRole);
    const moduleId = target.attributes['module-id'] ? Number(target.attributes['module-id']) : null;
    await rememberLaunchContext(db, identity.userId, token, moduleId, now());
    const code = await createLaunchCode(db, identity.userId, target, now());
    const rosterSync = identity.role !== 'STUDENT' && !!context.namesRoles?.context_memberships_url;
    sendLaunchPage(res, { code, publicUrl, title: context.resource?.title ?? 'modkit', rosterSync });
  }

  async function onDeepLinking(token: LtiIdToken, _req: Request, res: Response) {
    const role = modkitRoleFor(token.platformContext.roles);
    if (role === 'STUDENT')
      return sendRefusal(res, 403, 'Only teachers can add modkit activities to a course.');
    const identity = await provisionLtiUser(api.ctx, identityFromToken(token, role));
    const session = await startDeepLinking(db, identity.userId, token, now());
    const code = await createLaunchCode(
      db,
      identity.userId,
      { widget: 'content-picker', attributes: {} },
      now(),
    );
    const settings = token.platformContext.deepLinkingSettings;
    const multiple = !(settings?.accept_multiple === false || String(settings?.accept_multiple) === 'false');
    sendPickerPage(res, {
      code,
      session,
      publicUrl,
      acceptMultiple: multiple,
      returnUrl: settings?.deep_link_return_url,
    });
  }

  return { onResourceLink: answered(onResourceLink), onDeepLinking: answered(onDeepLinking) };
}
