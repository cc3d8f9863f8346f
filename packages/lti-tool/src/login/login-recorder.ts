import type { NextFunction, Request, Response } from 'express';
import type { Kysely } from 'kysely';
import { scriptJson } from '../html';
import { htmlLanguage, pageTranslator } from '../page-language';
import { sendPage } from '../page-policy';
import { expiredRowSweeper } from '../store/expired-rows';
import type { LtiTables } from '../store/schema';
import { browserSecret, issueLoginState, type LoginKey } from './login-state';

const BROWSER_COOKIE = 'modkit_lti';

/** The cookie that binds a login (by its nonce) to this browser when third-party cookies are allowed. */
export function browserCookieName(nonce: string): string {
  return `${BROWSER_COOKIE}_${nonce}`;
}

/** The platform storage's key of a login's browser secret. */
export const storageKey = (nonce: string) => `modkit_${nonce}`;

/** ltijs's own state cookie (`state<its state>`): its state is replaced by ours, so the cookie goes too. */
function dropLtijsStateCookie(res: Response): void {
  const cookies = res.getHeader('set-cookie');
  if (!Array.isArray(cookies)) return;
  const kept = cookies.filter((c) => !String(c).startsWith('state'));
  if (kept.length) res.setHeader('set-cookie', kept);
  else res.removeHeader('set-cookie');
}

/**
 * The target link's query goes into our state, not into ltijs's database (it would store a record for it):
 * ltijs sees the bare target link.
 */
function takeTargetQuery(req: Request, params: Record<string, unknown>): Record<string, string> {
  const target = typeof params.target_link_uri === 'string' ? params.target_link_uri : '';
  const at = target.indexOf('?');
  if (at < 0) return {};
  const bare = target.slice(0, at);
  const query = Object.fromEntries(new URLSearchParams(target.slice(at + 1)));
  if (req.body && typeof req.body === 'object' && 'target_link_uri' in req.body)
    req.body.target_link_uri = bare;
  if ((req.query as Record<string, unknown>).target_link_uri !== undefined) {
    const own = { ...(req.query as Record<string, unknown>), target_link_uri: bare };
    Object.defineProperty(req, 'query', { value: own, writable: true, configurable: true, enumerable: true });
  }
  return query;
}

/**
 * Wraps ltijs's OIDC login initiation (GET and POST): ltijs checks the platform and redirects to it; the
 * redirect's state and nonce are replaced by ours (`login-state.ts`: signed, nothing stored, so a login
 * writes nothing), with a browser secret derived from the nonce. The secret reaches the browser as a cookie
 * and, when the platform offers the LTI client-side storage (`lti_storage_target`), through postMessage into
 * the platform's storage, so that launches work when third-party cookies are blocked. Each login also sweeps
 * what expired (at most once a minute: `expiredRowSweeper`).
 */
export function recordLogins(db: Kysely<LtiTables>, now: () => number, key: LoginKey) {
  const sweep = expiredRowSweeper(db, now);
  return (req: Request, res: Response, next: NextFunction) => {
    const params = {
      ...(req.query as Record<string, unknown>),
      ...((req.body ?? {}) as Record<string, unknown>),
    };
    const storageTarget = typeof params.lti_storage_target === 'string' ? params.lti_storage_target : null;
    const query = takeTargetQuery(req, params);
    const redirect = res.redirect.bind(res) as (url: string) => void;
    (res as unknown as { redirect: (...args: unknown[]) => void }).redirect = (...args: unknown[]) => {
      const location = String(args.length > 1 ? args[1] : args[0]);
      void record(location).catch(next);
    };
    const record = async (location: string) => {
      const url = new URL(location);
      if (!url.searchParams.get('state') || !url.searchParams.get('nonce')) return redirect(location);
      const issuer = String(params.iss ?? '');
      const clientId = url.searchParams.get('client_id') ?? String(params.client_id ?? '');
      const storage = storageTarget ? `${storageTarget} ${url.origin}` : null;
      const { state, nonce } = issueLoginState(
        key,
        { issuer, clientId, storageTarget: storage, query },
        now(),
      );
      url.searchParams.set('state', state);
      url.searchParams.set('nonce', nonce);
      const secret = browserSecret(key, nonce);
      await sweep();
      dropLtijsStateCookie(res);
      res.cookie(browserCookieName(nonce), secret, {
        httpOnly: true,
        secure: true,
        sameSite: 'none',
        maxAge: 10 * 60_000,
        path: '/lti',
      });
      if (!storageTarget) return redirect(url.href);
      sendStoragePage(res, {
        location: url.href,
        key: storageKey(nonce),
        secret,
        target: storageTarget,
        platformOrigin: url.origin,
      });
    };
    next();
  };
}

/** Puts the browser secret into the platform's storage frame, then continues to the platform's auth page. */
async function sendStoragePage(
  res: Response,
  input: { location: string; key: string; secret: string; target: string; platformOrigin: string },
): Promise<void> {
  const i18n = await pageTranslator(res.req);
  const signingIn = i18n.t('lti.signingIn');
  const data = {
    location: input.location,
    key: input.key,
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
