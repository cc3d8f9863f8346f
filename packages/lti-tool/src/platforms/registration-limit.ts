/**
 * The rate limit of dynamic registration (GET /lti/register): the route needs no credentials, and each
 * attempt fetches the caller's URL and may store a platform with a new key pair. One client address
 * (`req.ip`: the composed server's TRUST_PROXY decides whose X-Forwarded-For is believed; IPv6 by /56
 * as the api counts) may attempt `limit` registrations in 10 minutes, then gets a 429 page with
 * Retry-After. Counted as the api's limits are (rate-limiter-flexible): in the database on PostgreSQL, so
 * every instance agrees, in memory on SQLite (one process).
 */
import type { ApiContext } from '@modkit/api';
import type { RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { sendRefusal } from '../launch/refusal-page';
import { REGISTRATION_REFUSED } from './register-route';

/** The api's words for every rate limit. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in a few minutes.';

/** The PostgreSQL table of the counts (the tool's own: the api creates and sweeps `rate_limits`). */
export const REGISTRATION_LIMIT_TABLE = 'lti_rate_limits';

const WINDOW_SECONDS = 10 * 60;

type Pool = NonNullable<ApiContext['pool']>;
type LimiterOptions = { keyPrefix: string; points: number; duration: number };

/** A limiter whose table exists (created if missing; several instances starting at once may race). */
function postgresLimiter(pool: Pool, options: LimiterOptions): Promise<RateLimiterAbstract> {
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      { ...options, storeClient: pool, storeType: 'pool', tableName: REGISTRATION_LIMIT_TABLE },
      (error?: unknown) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

/** At most `limit` registration attempts per client address in 10 minutes (each attempt counts, refused ones too). */
export function limitRegistrations(ctx: ApiContext, limit: number): RequestHandler {
  const options = { keyPrefix: 'lti-register', points: limit, duration: WINDOW_SECONDS };
  const makeLimiter = () => {
    const made = ctx.pool
      ? postgresLimiter(ctx.pool, options)
      : Promise.resolve(new RateLimiterMemory(options));
    // A table that cannot be made fails the requests that need it (500), never the process.
    made.catch(() => {});
    return made;
  };
  let limiter = makeLimiter();

  return async (req, res, next) => {
    let counter: RateLimiterAbstract;
    try {
      counter = await limiter;
    } catch (error) {
      // Tried again at the next attempt (e.g. another instance was creating the table at the same moment).
      limiter = makeLimiter();
      return next(error);
    }
    try {
      await counter.consume(ipKeyGenerator(req.ip ?? ''));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) return next(rejection);
      res.set('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
      return sendRefusal(res, 429, TOO_MANY_ATTEMPTS, REGISTRATION_REFUSED);
    }
    next();
  };
}
