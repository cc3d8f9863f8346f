import { escapeHtml } from '@modkit/api';
import { parse as parseCookies } from 'cookie';
import type { NextFunction, Request, Response } from 'express';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { Kysely } from 'kysely';
import { browserCookieName, storageKey, storageScript } from '../login/login-recorder';
import { browserSecret, type LoginKey, readLoginState } from '../login/login-state';
import type { LtiProvider } from '../ltijs';
import { htmlLanguage, pageTranslator } from '../page-language';
import { sendPage } from '../page-policy';
import { prepareKeySet } from '../platforms/key-set-cache';
import { blockedStatus, sendBlocked } from '../platforms/platform-approval';
import type { LtiTables } from '../store/schema';
import { checkLaunch } from './launch-checks';
import { sendRefusal } from './refusal-page';

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

/**
 * Runs before ltijs on POST /lti/launch: the checks ltijs leaves open (see `checkLaunch`), the binding
 * of the launch to the browser that started the login (cookie, or the platform's postMessage storage
 * when third-party cookies are blocked) — the login read back from its signed state (`login-state.ts`) —; its
 * single use is the launch's transaction's (launch-handlers.ts); and the platform's key set is made ready in
 * the cache. ltijs then verifies the signature against that key set and the remaining claims.
 */
export function guardLaunches(
  db: Kysely<LtiTables>,
  now: () => number,
  provider: LtiProvider,
  key: LoginKey,
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
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
      if (blocked) return sendBlocked(res, blocked);
      const refusal = checkLaunch({ header, payload, login, deployments, nowMs: now() });
      if (refusal || !login)
        return sendRefusal(res, refusal?.status ?? 401, refusal?.reason ?? 'Unknown login.');

      const secret = browserSecret(key, login.nonce);
      const fromCookie = readCookie(req, browserCookieName(login.nonce));
      const posted = typeof body.browser_secret === 'string' ? body.browser_secret : undefined;
      const bound = fromCookie === secret || posted === secret;
      if (!bound) {
        if (login.storage_target && posted === undefined)
          return sendStorageCheck(res, body, login.storage_target, storageKey(login.nonce));
        return sendRefusal(
          res,
          401,
          'This launch could not be tied to the browser that started it. Open the link again from your course.',
        );
      }
      // The login is used (once: its nonce is recorded) by the launch's own transaction (launch-handlers.ts):
      // one commit a launch.
      res.locals.login = login;
      res.clearCookie(browserCookieName(login.nonce), { path: '/lti', secure: true, sameSite: 'none' });
      // The platform's key set with this token's kid, from the cache (ltijs would fetch it every launch).
      const platform = await provider.getPlatform(login.issuer, login.client_id);
      const auth = platform ? await platform.platformAuthConfig() : null;
      if (auth?.method === 'JWK_SET')
        await prepareKeySet(auth.key, typeof header?.kid === 'string' ? header.kid : undefined);
      next();
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
