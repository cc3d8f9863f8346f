import type { RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { parseWith } from './validate';

/** The query of an operation as its contract schema parsed it (numbers coerced, unknown keys dropped). */
export function contractQuery<T = Record<string, unknown>>(res: Response): T {
  return (res.locals.contractQuery ?? {}) as T;
}

/**
 * Parses an operation's query with its contract schema (`*Query` of `@modkit/sdk/contract`, the same schema the
 * OpenAPI document is generated from) before its handler: a query the document does not allow answers 422 in
 * the spec's shape, so the document cannot drift from the behaviour. Each field's text names what the document
 * allows ('order must be one of: ASC, DESC.'; a key sent twice: 'keyword must be given once, as text.').
 * `mountRoutes` puts it on every operation with a query schema, after authentication (a request without a
 * valid token is 401 first).
 */
export function contractQueryParser(schema: z.ZodType): RequestHandler {
  return (req, res, next) => {
    res.locals.contractQuery = parseWith(schema, req.query, 'query');
    next();
  };
}
