import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Runs `handlers` in turn as Express runs a route's: each by `next()`, an error or a rejected promise to
 * `done(error)` (the error handlers), `next('route')` / `next('router')` on past the chain.
 */
export function runChain(
  handlers: readonly RequestHandler[],
  req: Request,
  res: Response,
  done: NextFunction,
): void {
  let at = 0;
  const next: NextFunction = (error?: unknown) => {
    if (error === 'route' || error === 'router') return done();
    if (error !== undefined && error !== null) return done(error);
    const handler = handlers[at++];
    if (!handler) return done();
    try {
      const answered: unknown = handler(req, res, next);
      if (answered instanceof Promise)
        answered.catch((failed) => next(failed ?? new Error('Rejected promise')));
    } catch (failed) {
      next(failed);
    }
  };
  next();
}

/**
 * The middlewares every request passes through, as one: each in turn as Express's router would run them at
 * `/`, without the router's walk per middleware (its layer match, parameter processing and prefix trimming
 * for each of a dozen middlewares, on every request).
 */
export function middlewareChain(...handlers: Array<RequestHandler | RequestHandler[]>): RequestHandler {
  const flat = handlers.flat();
  return (req, res, next) => runChain(flat, req, res, next);
}
