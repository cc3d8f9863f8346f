import type { NextFunction, Request, Response } from 'express';

const FRAMING_HEADERS = new Set([
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
]);
const HSTS = 'strict-transport-security';

/**
 * ltijs's helmet (v6) would forbid what an LMS needs (being framed, cross-origin launches): drop those
 * headers. It also sends `Strict-Transport-Security` on every answer, even over plain http, where it
 * would pin a development host name to https: keep ltijs's only where the site is https (as the api's
 * `strictTransportSecurity`: a TLS request, one a trusted proxy says came over https, or an https public
 * URL).
 */
export function allowFraming(publicUrl: string) {
  const httpsSite = /^https:/i.test(publicUrl);
  return (req: Request, res: Response, next: NextFunction) => {
    // Read now, on the composed server's request (ltijs's Express 4 later swaps the request's prototype).
    const https = httpsSite || req.secure;
    const setHeader = res.setHeader.bind(res);
    res.setHeader = ((name: string, value: number | string | readonly string[]) => {
      const header = name.toLowerCase();
      if (FRAMING_HEADERS.has(header) || (header === HSTS && !https)) return res;
      return setHeader(name, value);
    }) as typeof res.setHeader;
    next();
  };
}

/**
 * ltijs runs on Express 4, whose request prototype replaces Express 5's (where `query` is a getter): keep the
 * parsed query as an own property so that ltijs sees it. The body is already parsed (ltijs's body-parser v1
 * must not read the stream again) — and ltijs reads `req.body.state` in handlers nobody awaits, where
 * Express 5 leaves `req.body` undefined for a request without a form or JSON body (a plain GET): a throw
 * there stopped the process, as did a field sent twice (a form's `state=a&state=b` reached its database as a
 * list). ltijs sees an object always, of the body's text fields only (an LTI message has nothing else: the
 * id_token, the state, an ltik).
 */
export function keepQuery(req: Request, _res: Response, next: NextFunction) {
  const query = { ...(req.query as Record<string, unknown>) };
  Object.defineProperty(req, 'query', { value: query, writable: true, configurable: true, enumerable: true });
  req.body = textFields(req.body);
  (req as unknown as { _body: boolean })._body = true;
  next();
}

function textFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
