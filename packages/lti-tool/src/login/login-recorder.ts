import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Kysely } from 'kysely';
import { scriptJson } from '../html';
import { htmlLanguage, pageTranslator } from '../page-language';
import { sendPage } from '../page-policy';
import { expiredRowSweeper } from '../store/expired-rows';
import type { LtiTables } from '../store/schema';

export const BROWSER_COOKIE = 'modkit_lti';

/** The cookie that binds a login to this browser when third-party cookies are allowed. */
export function browserCookieName(state: string): string {
  return `${BROWSER_COOKIE}_${state.slice(0, 32)}`;
}

/**
 * Wraps ltijs's OIDC login initiation (GET and POST): when ltijs redirects to the platform, the state
 * and the nonce it generated are recorded (so the launch must carry exactly that nonce, once) with a
 * browser secret. The secret reaches the browser as a cookie and, when the platform offers the LTI
 * client-side storage (`lti_storage_target`), through postMessage into the platform's storage, so that
 * launches work when third-party cookies are blocked. Each login also sweeps what expired (at most once a
 * minute: `expiredRowSweeper`), so logins that never launch do not pile up.
 */
export function recordLogins(db: Kysely<LtiTables>, now: () => number) {
  const sweep = expiredRowSweeper(db, now);
  return (req: Request, res: Response, next: NextFunction) => {
    const params = {
      ...(req.query as Record<string, unknown>),
      ...((req.body ?? {}) as Record<string, unknown>),
    };
    const storageTarget = typeof params.lti_storage_target === 'string' ? params.lti_storage_target : null;
    const redirect = res.redirect.bind(res) as (url: string) => void;
    (res as unknown as { redirect: (...args: unknown[]) => void }).redirect = (...args: unknown[]) => {
      const location = String(args.length > 1 ? args[1] : args[0]);
      void record(location).catch(next);
    };
    const record = async (location: string) => {
      const url = new URL(location);
      const state = url.searchParams.get('state');
      const nonce = url.searchParams.get('nonce');
      const issuer = String(params.iss ?? '');
      const clientId = url.searchParams.get('client_id') ?? String(params.client_id ?? '');
      if (!state || !nonce) return redirect(location);
      const secret = randomBytes(24).toString('base64url');
      await db
        .insertInto('lti_logins')
        .values({
          state,
          nonce,
          issuer,
          client_id: clientId,
          browser_secret: secret,
          storage_target: storageTarget ? `${storageTarget} ${url.origin}` : null,
          created_at: new Date(now()).toISOString(),
          used_at: null,
        })
        .execute();
      await sweep();
      res.cookie(browserCookieName(state), secret, {
        httpOnly: true,
        secure: true,
        sameSite: 'none',
        maxAge: 10 * 60_000,
        path: '/lti',
      });
      if (!storageTarget) return redirect(location);
      sendStoragePage(res, { location, state, secret, target: storageTarget, platformOrigin: url.origin });
    };
    next();
  };
}

/** Puts the browser secret into the platform's storage frame, then continues to the platform's auth page. */
async function sendStoragePage(
  res: Response,
  input: { location: string; state: string; secret: string; target: string; platformOrigin: string },
): Promise<void> {
  const i18n = await pageTranslator(res.req);
  const signingIn = i18n.t('lti.signingIn');
  const data = {
    location: input.location,
    key: `modkit_${input.state}`,
    value: input.secret,
    target: input.target,
    origin: input.platformOrigin,
  };
  // The page goes on by navigating (`location.href`), not by a form, and fetches nothing: no form-action,
  // no connect-src. postMessage needs no source.
  sendPage(
    res,
    200,
    { scripts: true },
    (
      nonce,
    ) => `<!doctype html><html ${htmlLanguage(i18n)}><head><meta charset="utf-8"><title>${signingIn}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif}</style></head><body>
<p>${signingIn}</p>
<script nonce="${nonce}">${storageScript('put', data)}</script></body></html>`,
  );
}

/** The client side of the LTI postMessage storage: `lti.put_data` / `lti.get_data` to the platform's frame. */
export function storageScript(kind: 'put' | 'get', data: Record<string, string>): string {
  return `(function () {
  var d = ${scriptJson(data)};
  var frame = d.target === '_parent' ? window.parent : (window.parent.frames[d.target] || window.parent);
  var id = 'modkit-' + Math.random().toString(36).slice(2);
  var done = false;
  window.addEventListener('message', function (event) {
    if (event.origin !== d.origin || !event.data || event.data.message_id !== id) return;
    done = true;
    ${
      kind === 'put'
        ? 'location.href = d.location;'
        : "document.getElementById('browser_secret').value = event.data.value || ''; document.forms[0].submit();"
    }
  });
  frame.postMessage(${
    kind === 'put'
      ? "{ subject: 'lti.put_data', message_id: id, key: d.key, value: d.value }"
      : "{ subject: 'lti.get_data', message_id: id, key: d.key }"
  }, d.origin);
  setTimeout(function () { if (!done) ${kind === 'put' ? 'location.href = d.location' : 'document.forms[0].submit()'}; }, 2000);
})();`;
}
