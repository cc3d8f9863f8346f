import { createRequire } from 'node:module';
import { escapeHtml } from '@modkit/api';
import { parse as parseCookies } from 'cookie';
import type { NextFunction, Request, Response } from 'express';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { browserCookieName, storageKey, storageScript } from '../login/login-recorder';
import { browserSecret, readLoginState, type SignedLogin } from '../login/login-state';
import { htmlLanguage, pageTranslator } from '../page-language';
import { sendPage } from '../page-policy';
import { blockedStatus, sendBlocked } from '../platforms/platform-approval';
import type { ToolDeps } from '../tool-deps';
import { checkLaunch } from './launch-checks';
import type { launchHandlers } from './launch-handlers';
import { launchToken } from './launch-token';
import { sendRefusal } from './refusal-page';
import { verifyIdToken } from './verify-id-token';

/** A cookie of the request; malformed cookies (bad escapes, no value) read as absent or as sent, never throw. */
function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  try {
    return parseCookies(header)[name];
  } catch {
    return undefined;
  }
}

function decode(token: unknown) {
  if (typeof token !== 'string' || token.length > 20_000) return { header: null, payload: null };
  try {
    return {
      header: decodeProtectedHeader(token) as Record<string, unknown>,
      payload: decodeJwt(token) as Record<string, unknown>,
    };
  } catch {
    return { header: null, payload: null };
  }
}

/** A launch past the login checks and the browser binding: its login, its id_token and the token's kid. */
interface BoundLaunch {
  login: SignedLogin;
  idToken: string;
  kid: string;
}

/**
 * The checks before the signature (see `checkLaunch`) and the binding of the launch to the browser that
 * started the login (cookie, or the platform's postMessage storage when third-party cookies are blocked) — the
 * login read back from its signed state (`login-state.ts`); its single use is the launch's transaction's
 * (launch-handlers.ts). Answers (a refusal, the storage check) and returns null when the launch stops here.
 */
async function boundLaunch(deps: ToolDeps, req: Request, res: Response): Promise<BoundLaunch | null> {
  const { db, loginKey: key } = deps;
  const body = (req.body ?? {}) as Record<string, unknown>;
  const state = typeof body.state === 'string' ? body.state : '';
  const { header, payload } = decode(body.id_token);
  const login = readLoginState(key, state);
  const deployments = login
    ? (
        await db
          .selectFrom('lti_deployments')
          .select('deployment_id')
          .where('issuer', '=', login.issuer)
          .where('client_id', '=', login.client_id)
          .execute()
      ).map((r) => r.deployment_id)
    : [];
  // A platform refused, or pending again (it registered anew), since this login began.
  const blocked = login ? await blockedStatus(db, login.issuer, login.client_id) : null;
  if (blocked) {
    await sendBlocked(res, blocked);
    return null;
  }
  const refusal = checkLaunch({ header, payload, login, deployments, nowMs: deps.now() });
  if (refusal || !login || !header) {
    await sendRefusal(res, refusal?.status ?? 401, refusal?.reason ?? 'Unknown login.');
    return null;
  }

  const secret = browserSecret(key, login.nonce);
  const fromCookie = readCookie(req, browserCookieName(login.nonce));
  const posted = typeof body.browser_secret === 'string' ? body.browser_secret : undefined;
  if (fromCookie !== secret && posted !== secret) {
    if (login.storage_target && posted === undefined)
      await sendStorageCheck(res, body, login.storage_target, storageKey(login.nonce));
    else await sendRefusal(res, 401, NOT_BOUND);
    return null;
  }
  res.clearCookie(browserCookieName(login.nonce), { path: '/lti', secure: true, sameSite: 'none' });
  return { login, idToken: body.id_token as string, kid: header.kid as string };
}

const NOT_BOUND =
  'This launch could not be tied to the browser that started it. Open the link again from your course.';

/** ltijs's helmet (v6, as ltijs set it up), which answered every launch: the same headers on ours. */
const ltijsHelmet = (() => {
  const requireHere = createRequire(import.meta.url);
  const helmet = createRequire(requireHere.resolve('ltijs/dist/Utils/Server.js'))('helmet') as (
    options: object,
  ) => (req: Request, res: Response, next: () => void) => void;
  return helmet({ frameguard: false, contentSecurityPolicy: false });
})();

/**
 * POST /lti/launch, ours from end to end (ltijs's middleware no longer sees a launch): the checks before the
 * signature and the browser binding (`boundLaunch`), then the id_token verified as ltijs verified it
 * (`verifyIdToken`: the platform, its cached key, RS256, exp/nbf, iss, aud, the core claims), then the handlers
 * — a resource link opens its widget, a deep-linking request the picker — with the token in ltijs's shape.
 */
export function launchRoute(deps: ToolDeps, handlers: ReturnType<typeof launchHandlers>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      await new Promise<void>((resolve) => ltijsHelmet(req, res, resolve));
      const bound = await boundLaunch(deps, req, res);
      if (!bound) return;
      const verified = await verifyIdToken(deps.provider, bound.login, bound.idToken, bound.kid, deps.now());
      if ('reason' in verified) return sendRefusal(res, verified.status, verified.reason);
      const { platform, payload } = verified;
      const token = launchToken(payload, await platform.platformClientId(), await platform.platformKid());
      res.locals.login = bound.login;
      res.locals.query = {};
      if (token.platformContext.messageType === 'LtiDeepLinkingRequest')
        await handlers.onDeepLinking(token, req, res);
      else await handlers.onResourceLink(token, req, res);
    } catch (error) {
      next(error);
    }
  };
}

/** Without the cookie: read the browser secret back from the platform's storage, then post the launch again. */
async function sendStorageCheck(
  res: Response,
  body: Record<string, unknown>,
  storage: string,
  key: string,
): Promise<void> {
  const i18n = await pageTranslator(res.req);
  const opening = i18n.t('lti.opening');
  const [target = '_parent', origin = ''] = storage.split(' ');
  const field = (name: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(String(body[name] ?? ''))}">`;
  // The form posts the launch again to this tool (`launch`, relative): form-action 'self'.
  sendPage(
    res,
    200,
    { scripts: true, formAction: ["'self'"] },
    (
      nonce,
    ) => `<!doctype html><html ${htmlLanguage(i18n)}><head><meta charset="utf-8"><title>${opening}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif}</style></head><body>
<form method="post" action="launch">${field('id_token')}${field('state')}<input type="hidden" id="browser_secret" name="browser_secret" value=""></form>
<p>${opening}</p>
<script nonce="${nonce}">${storageScript('get', { key, target, origin })}</script></body></html>`,
  );
}
