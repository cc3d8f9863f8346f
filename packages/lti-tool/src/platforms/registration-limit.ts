/**
 * The rate limit of dynamic registration (GET /lti/register): the route needs no credentials, and each
 * attempt fetches the caller's URL and may store a platform with a new key pair. One client address
 * (`req.ip`: the composed server's TRUST_PROXY decides whose X-Forwarded-For is believed; IPv6 by /56
 * as the api counts) may attempt `limit` registrations in 10 minutes, then gets a 429 page with
 * Retry-After. Counted by the api's `attemptCounter`: in the database on PostgreSQL, so every instance
 * agrees, in memory on SQLite (one process).
 */
import { type ApiContext, attemptCounter, TOO_MANY_ATTEMPTS } from '@modkit/api';
import type { RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { REGISTRATION_REFUSED, sendRefusal } from '../launch/refusal-page';

const WINDOW_MS = 10 * 60_000;

/** At most `limit` registration attempts per client address in 10 minutes (each attempt counts, refused ones too). */
export function limitRegistrations(ctx: ApiContext, limit: number): RequestHandler {
  const counter = attemptCounter(ctx, 'lti-register', limit, WINDOW_MS);
  return async (req, res, next) => {
    try {
      await (await counter).consume(ipKeyGenerator(req.ip ?? ''));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) return next(rejection);
      res.set('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
      return sendRefusal(res, 429, TOO_MANY_ATTEMPTS, REGISTRATION_REFUSED);
    }
    next();
  };
}
