import type { NextFunction, Request, Response } from 'express';

const FRAMING_HEADERS = new Set([
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
]);

/** ltijs's helmet would forbid what an LMS needs (being framed, cross-origin launches): drop those headers. */
export function allowFraming(_req: Request, res: Response, next: NextFunction) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) =>
    FRAMING_HEADERS.has(name.toLowerCase()) ? res : setHeader(name, value)) as typeof res.setHeader;
  next();
}

/**
 * ltijs runs on Express 4, whose request prototype replaces Express 5's (where `query` is a getter):
 * keep the parsed query as an own property so that ltijs sees it, and mark the body as read.
 */
export function keepQuery(req: Request, _res: Response, next: NextFunction) {
  const query = { ...(req.query as Record<string, unknown>) };
  Object.defineProperty(req, 'query', { value: query, writable: true, configurable: true, enumerable: true });
  // The body is already parsed: ltijs's body-parser (v1) must not read the stream again.
  (req as unknown as { _body: boolean })._body = true;
  next();
}
