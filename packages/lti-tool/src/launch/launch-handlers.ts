import { issueAccessToken, type LtiUserRole, provisionLtiUser } from '@modkit/api';
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import { startDeepLinking } from '../advantage/deep-linking';
import { rememberLaunchContext } from '../advantage/launch-contexts';
import { sendPickerPage } from '../advantage/picker-page';
import { identityFromToken } from '../identity/identity-from-token';
import { modkitRoleFor } from '../identity/lti-roles';
import type { SignedLogin } from '../login/login-state';
import type { LtiIdToken } from '../ltijs';
import type { LtiTables } from '../store/schema';
import type { ToolDeps } from '../tool-deps';
import { createLaunchCode } from './launch-codes';
import { sendLaunchPage } from './launch-page';
import { sendRefusal } from './refusal-page';
import { widgetTarget } from './widget-target';

type LaunchCallback = (token: LtiIdToken, req: Request, res: Response) => Promise<void>;

/** The page a launch gets when its work failed (the database …): ltijs does not catch a callback's failure. */
const LAUNCH_FAILED = 'Something went wrong while opening this activity. Please try again.';

/**
 * A launch callback whose failure is answered and logged: ltijs calls it without awaiting, so an error it
 * threw would otherwise end the whole server as an unhandled rejection.
 */
function answered(callback: LaunchCallback): LaunchCallback {
  return async (token, req, res) => {
    try {
      await callback(token, req, res);
    } catch (error) {
      if (error instanceof LoginAlreadyUsed) return sendRefusal(res, 401, LOGIN_USED);
      console.error('lti launch:', error);
      if (!res.headersSent) sendRefusal(res, 500, LAUNCH_FAILED);
    }
  };
}

const LOGIN_USED = 'This launch was already used. Open the link again from your course.';

/** A launch whose login another launch already used (a replayed form, a second tab): nothing it wrote stays. */
class LoginAlreadyUsed extends Error {}

/**
 * Uses the launch's login (read and checked by the launch route), in the launch's transaction: its nonce is
 * recorded (`lti_logins`, keyed by it), so a login launches once — on any server of the database — and a
 * second launch of it (the same state, or a replayed id_token, whose nonce must be the login's) rolls back
 * whatever it wrote. A launch the guard did not see has none to use.
 */
async function useLogin(trx: Kysely<LtiTables>, res: Response, nowMs: number): Promise<void> {
  const login = res.locals.login as SignedLogin | undefined;
  if (!login) throw new LoginAlreadyUsed();
  const used = await trx
    .insertInto('lti_logins')
    .values({
      state: login.nonce,
      nonce: login.nonce,
      issuer: login.issuer,
      client_id: login.client_id,
      browser_secret: '',
      storage_target: login.storage_target,
      created_at: login.created_at,
      used_at: new Date(nowMs).toISOString(),
    })
    .onConflict((oc) => oc.column('state').doNothing())
    .executeTakeFirst();
  if (Number(used.numInsertedOrUpdatedRows ?? 0) !== 1) throw new LoginAlreadyUsed();
}

/** The tool's tables within the api's transaction (one database: the tool's tables live beside the api's). */
const toolTables = (trx: unknown) => trx as Kysely<LtiTables>;

/** The name the platform was registered under (shown with the address it sends: "Address from …"). */
async function platformNameOf(provider: ToolDeps['provider'], token: LtiIdToken): Promise<string | null> {
  const platform = await provider.getPlatform(token.iss, token.clientId);
  return platform ? await platform.platformName() : null;
}

/** ltijs's callbacks once a launch is valid: a resource link opens its widget, a deep-linking request the picker. */
export function launchHandlers(deps: ToolDeps) {
  const { api, publicUrl, now } = deps;

  // The login's use, the user and the launch's context are written in one transaction: one commit a launch. The
  // page carries the api token (signed, nothing stored) and the target: no code, no exchange, no second commit.
  async function onResourceLink(token: LtiIdToken, _req: Request, res: Response) {
    const context = token.platformContext;
    const login = res.locals.login as SignedLogin | undefined;
    const query = { ...(res.locals.query ?? {}), ...(login?.query ?? {}) } as Record<string, unknown>;
    const source = await platformNameOf(deps.provider, token);
    const identity = await provisionLtiUser(
      api.ctx,
      { ...identityFromToken(token), source },
      async (trx, user) => {
        await useLogin(toolTables(trx), res, now());
        const target = widgetTarget({ ...query, ...(context.custom ?? {}) }, user.role as LtiUserRole);
        const moduleId = target.attributes['module-id'] ? Number(target.attributes['module-id']) : null;
        await rememberLaunchContext(toolTables(trx), user.userId, token, moduleId, now());
        return target;
      },
    );
    const session = { token: await issueAccessToken(api.ctx, identity.userId), target: identity.written };
    const rosterSync = identity.role !== 'STUDENT' && !!context.namesRoles?.context_memberships_url;
    await sendLaunchPage(res, {
      session,
      publicUrl,
      title: context.resource?.title ?? 'modkit',
      rosterSync,
      lmsLocale: context.launchPresentation?.locale,
    });
  }

  async function onDeepLinking(token: LtiIdToken, _req: Request, res: Response) {
    const role = modkitRoleFor(token.platformContext.roles);
    if (role === 'STUDENT')
      return sendRefusal(res, 403, 'Only teachers can add modkit activities to a course.');
    const source = await platformNameOf(deps.provider, token);
    const { written } = await provisionLtiUser(
      api.ctx,
      { ...identityFromToken(token, role), source },
      async (trx, user) => {
        await useLogin(toolTables(trx), res, now());
        const picking = await startDeepLinking(toolTables(trx), user.userId, token, now());
        const picker = { widget: 'content-picker', attributes: {} };
        return {
          session: picking,
          code: await createLaunchCode(toolTables(trx), user.userId, picker, now()),
        };
      },
    );
    const { session, code } = written;
    const settings = token.platformContext.deepLinkingSettings;
    const multiple = !(settings?.accept_multiple === false || String(settings?.accept_multiple) === 'false');
    await sendPickerPage(res, {
      code,
      session,
      publicUrl,
      acceptMultiple: multiple,
      returnUrl: settings?.deep_link_return_url,
      lmsLocale: token.platformContext.launchPresentation?.locale,
    });
  }

  return { onResourceLink: answered(onResourceLink), onDeepLinking: answered(onDeepLinking) };
}
