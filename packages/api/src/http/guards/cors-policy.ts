import cors from 'cors';
import type { RequestHandler } from 'express';
import type { ApiContext } from '../../config/context';

/**
 * Partner origins as configured or registered; any origin in development; in production without a
 * list, our own and the registered partners' (each partner's widget token works only from its own).
 * A request without an `Origin` (same-origin reads, servers, the app's own GETs) that is not a preflight
 * gets what the cors middleware gives it, `Vary: Origin`, without its walk through the options, the origin
 * callback and the header list (2 % of a read's CPU in the profile).
 */
export function corsPolicy(ctx: ApiContext): RequestHandler {
  const policy = partnerOrigins(ctx);
  return (req, res, next) => {
    if (req.headers.origin === undefined && req.method !== 'OPTIONS') {
      res.vary('Origin');
      next();
      return;
    }
    policy(req, res, next);
  };
}

function partnerOrigins(ctx: ApiContext): RequestHandler {
  const { config } = ctx;
  // Read once, not on every request (parsing the URL was 2 % of a read's CPU).
  const listed = config.corsOrigins.length ? config.corsOrigins : [new URL(config.publicUrl).origin];
  return cors({
    origin:
      !config.corsOrigins.length && !config.production
        ? true
        : (origin, allow) => {
            if (!origin || listed.includes(origin)) return allow(null, true);
            ctx.partners.allowsOrigin(origin).then(
              (yes) => allow(null, yes),
              (error: unknown) => allow(error as Error),
            );
          },
    credentials: false,
    maxAge: 600,
  });
}
