import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

type Directives = Record<string, string[]>;

/** `'sha256-…'` of an inline `<style>` or `<script>` text, for a Content-Security-Policy source list. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The api answers data, never pages: nothing loads, nothing frames it, no form posts from it. */
const API_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** A route's own policy (pages of the api: the docs, the test gateway), in place of the api's default one. */
export function pagePolicy(directives: Directives): RequestHandler {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: { ...API_DIRECTIVES, ...directives },
  });
}

/**
 * `Strict-Transport-Security` (1 year) only where the site is served over HTTPS: a request that came over
 * TLS, or through a trusted proxy (`trust proxy`: loopback) that says `X-Forwarded-Proto: https`, or any
 * request when `PUBLIC_URL` is https (browsers ignore the header on plain http). Never on a plain
 * http://localhost development server, where it would pin the whole host name to https.
 */
export function strictTransportSecurity(publicUrl: string): RequestHandler {
  const always = /^https:/i.test(publicUrl);
  const header = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });
  return (req, res, next) => (always || cameOverHttps(req) ? header(req, res, next) : next());
}

/**
 * `req.secure` without its work where no proxy speaks: Express answers the socket's own protocol unless a
 * trusted proxy sent `X-Forwarded-Proto`, and finding whether the peer is trusted parses its address on
 * every request; without the header that answer cannot change.
 */
function cameOverHttps(req: Request): boolean {
  if (req.headers['x-forwarded-proto'] === undefined)
    return (req.socket as { encrypted?: boolean }).encrypted === true;
  return req.secure;
}

/**
 * Headers of every api answer (helmet): the strict policy above, `X-Frame-Options: DENY`, `nosniff`,
 * `Referrer-Policy: no-referrer`, HSTS as above. `Cross-Origin-Resource-Policy: cross-origin`, because
 * partner pages show the api's public files (covers, avatars) in `<img>`; CORS still decides who reads
 * answers from script.
 */
export function apiSecurityHeaders(publicUrl: string): RequestHandler[] {
  return [
    constantHeaders(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: API_DIRECTIVES },
        crossOriginResourcePolicy: { policy: 'cross-origin' },
        referrerPolicy: { policy: 'no-referrer' },
        strictTransportSecurity: false,
        xFrameOptions: { action: 'deny' },
      }),
    ),
    strictTransportSecurity(publicUrl),
  ];
}

/**
 * The headers a middleware that sets the same headers on every answer (helmet's, with no per-request
 * directive) sets, recorded once and set by one function: helmet runs eleven middlewares a request and builds
 * the policy's text each time.
 */
function constantHeaders(middleware: RequestHandler): RequestHandler {
  const set: Array<[string, string | number | readonly string[]]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
    getHeader: () => undefined,
  };
  let called = false;
  middleware({} as Request, recorder as unknown as Response, () => {
    called = true;
  });
  if (!called) throw new Error('constantHeaders: the middleware did not finish synchronously');
  return (_req, res, next) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}
