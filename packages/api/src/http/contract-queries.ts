import { type Request, type Response, Router } from 'express';
import { expressPath } from '../openapi/operation';
import type { Operation } from '../openapi/operations';
import { parseWith } from './validate';

/** The query of an operation as its contract schema parsed it (numbers coerced, unknown keys dropped). */
export function contractQuery<T = Record<string, unknown>>(res: Response): T {
  return (res.locals.contractQuery ?? {}) as T;
}

/**
 * Every operation's query goes through its contract schema (`*Query` of `@modkit/sdk/contract`, the same
 * schema the OpenAPI document is generated from) before its handler: a query the document does not allow
 * answers 422 in the spec's shape, so the document cannot drift from the behaviour. An operation that needs
 * a token and got none is left to its handler (401 first).
 */
export function contractQueries(operations: Operation[]): Router {
  const router = Router();
  for (const operation of operations) {
    const schema = operation.query;
    if (!schema) continue;
    router[operation.method](expressPath(operation.path), (req: Request, res: Response, next) => {
      if (operation.auth && !req.headers.authorization) return next();
      res.locals.contractQuery = parseWith(schema, req.query);
      next();
    });
  }
  return router;
}
