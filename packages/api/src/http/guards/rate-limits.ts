import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { ApiContext } from '../../config/context';
import { HttpError } from '../http-error';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in a few minutes.';

/** The PostgreSQL table of the counts (created by rate-limiter-flexible in the pool's search_path). */
const RATE_LIMIT_TABLE = 'rate_limits';

const TEN_MINUTES = 10 * 60_000;

/** The key of the login's count: the client's address and the account's e-mail (trimmed, lower case). */
const credentialKey = (req: Request, email: string) =>
  `${ipKeyGenerator(req.ip ?? '')}|${email.trim().toLowerCase().slice(0, 200)}`;

/**
 * Slows password guessing: at most `ctx.config.loginLimitPerAccount` attempts per address and account in
 * the window (20 in 10 minutes by default), counted per route (`name`: login, forgot-password). On
 * PostgreSQL the count lives in the database, so every api instance on it agrees; on SQLite (one process)
 * in memory. The login's count is also the one every operation that checks a signed-in user's password adds
 * its wrong passwords to ({@link countedPasswordCheck}).
 */
export function credentialAttempts(ctx: ApiContext, name: string, windowMs = TEN_MINUTES): RequestHandler {
  const limit = ctx.config.loginLimitPerAccount;
  return limitRequests(sharedCounter(ctx, `credentials-${name}`, limit, windowMs), limit, windowMs, (req) =>
    credentialKey(req, typeof req.body?.email === 'string' ? req.body.email : ''),
  );
}

/**
 * Checks the signed-in user's password for an operation that asks for it again (erasure, password change)
 * with the login's count for the caller's address and the user's account: a wrong password counts as a wrong
 * login, a right one does not, and once the count is full (20 in 10 minutes, with the logins' own) the
 * answer is the login's 429, before the password is checked. Answers whether the password is right.
 */
export async function countedPasswordCheck(
  ctx: ApiContext,
  req: Request,
  res: Response,
  email: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const limit = ctx.config.loginLimitPerAccount;
  const limiter = await sharedCounter(ctx, 'credentials-login', limit, TEN_MINUTES);
  const key = credentialKey(req, email);
  // The attempt takes its place in the count first, so that guesses sent at once cannot all pass.
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    res.set('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
    throw new HttpError(429, TOO_MANY_ATTEMPTS);
  }
  const right = await check();
  if (right) await limiter.reward(key, 1);
  return right;
}

/**
 * Account creation per client address: signup and instant signup share one count (each runs a 32 MiB
 * scrypt), `ctx.config.signupLimitPerIp` in 10 minutes (SIGNUP_LIMIT_PER_IP, default 20), then 429.
 * Shared by the instances on PostgreSQL like {@link credentialAttempts}.
 */
export function signupAttempts(ctx: ApiContext, windowMs = TEN_MINUTES): RequestHandler {
  const limit = ctx.config.signupLimitPerIp;
  return limitRequests(sharedCounter(ctx, 'signup', limit, windowMs), limit, windowMs, (req) =>
    ipKeyGenerator(req.ip ?? ''),
  );
}

/**
 * Social sign-in per client address: Google, Facebook and LinkedIn share one count (each costs calls to the
 * provider, its key set and a signature check), `ctx.config.socialLoginLimitPerIp` in 10 minutes
 * (SOCIAL_LOGIN_LIMIT_PER_IP, default 60), then 429. Shared by the instances on PostgreSQL like
 * {@link credentialAttempts}.
 */
export function socialLoginAttempts(ctx: ApiContext, windowMs = TEN_MINUTES): RequestHandler {
  const limit = ctx.config.socialLoginLimitPerIp;
  return limitRequests(sharedCounter(ctx, 'social-login', limit, windowMs), limit, windowMs, (req) =>
    ipKeyGenerator(req.ip ?? ''),
  );
}

/**
 * The count behind every limit: at most `limit` attempts per key in a fixed window from the key's first
 * attempt (rate-limiter-flexible; `consume` rejects with a RateLimiterRes past the limit). On PostgreSQL the
 * count lives in the database (`rate_limits`), so every api instance on it agrees; on SQLite (one process)
 * in memory. The LTI tool counts its registrations with it too.
 */
export function attemptCounter(
  ctx: Pick<ApiContext, 'pool'>,
  name: string,
  limit: number,
  windowMs: number,
): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: name, points: limit, duration: Math.ceil(windowMs / 1000) };
  const limiter = ctx.pool
    ? postgresLimiter(ctx.pool, options)
    : Promise.resolve(new RateLimiterMemory(options));
  // A table that cannot be made fails the requests that need it (500), never the process.
  limiter.catch(() => {});
  return limiter;
}

/** The counters of each api context by name: every route that counts under one name shares its counter. */
const counters = new WeakMap<ApiContext, Map<string, Promise<RateLimiterAbstract>>>();

/** The api context's counter of this name (made on first use; the memory one is per counter object). */
function sharedCounter(ctx: ApiContext, name: string, limit: number, windowMs: number) {
  const named = counters.get(ctx) ?? new Map<string, Promise<RateLimiterAbstract>>();
  counters.set(ctx, named);
  const known = named.get(name);
  if (known) return known;
  const made = attemptCounter(ctx, name, limit, windowMs);
  named.set(name, made);
  return made;
}

/**
 * At most `limit` requests per key in a fixed window from the key's first request (each request counts,
 * refused ones too), then 429 `{ message: TOO_MANY_ATTEMPTS, error: {} }` with Retry-After. The IETF
 * draft-8 `RateLimit` and `RateLimit-Policy` headers are set as express-rate-limit did.
 */
function limitRequests(
  limiter: Promise<RateLimiterAbstract>,
  limit: number,
  windowMs: number,
  keyOf: (req: Request) => string,
): RequestHandler {
  const policy = `${limit}-in-${windowMs % 60_000 === 0 ? `${windowMs / 60_000}min` : `${windowMs / 1000}sec`}`;

  return async (req, res, next) => {
    const key = keyOf(req);
    let outcome: RateLimiterRes;
    try {
      outcome = await (await limiter).consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) return next(rejection);
      setHeaders(res, policy, limit, windowMs, key, rejection);
      res.set('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
      res.status(429).json({ message: TOO_MANY_ATTEMPTS, error: {} });
      return;
    }
    setHeaders(res, policy, limit, windowMs, key, outcome);
    next();
  };
}

function setHeaders(
  res: Response,
  policy: string,
  limit: number,
  windowMs: number,
  key: string,
  state: RateLimiterRes,
) {
  // The partition key names the client's bucket without revealing it (as express-rate-limit does).
  const partition = Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString(
    'base64',
  );
  res.append(
    'RateLimit',
    `"${policy}"; r=${state.remainingPoints}; t=${Math.ceil(state.msBeforeNext / 1000)}`,
  );
  res.append(
    'RateLimit-Policy',
    `"${policy}"; q=${limit}; w=${Math.ceil(windowMs / 1000)}; pk=:${partition}:`,
  );
}

// One table per pool (schema): the first limiter creates it, the others wait for it instead of racing
// a second CREATE TABLE.
const tables = new WeakMap<pg.Pool, Promise<unknown>>();

function postgresLimiter(
  pool: pg.Pool,
  options: { keyPrefix: string; points: number; duration: number },
): Promise<RateLimiterAbstract> {
  const base = { ...options, storeClient: pool, storeType: 'pool', tableName: RATE_LIMIT_TABLE };
  const table = tables.get(pool);
  if (table) {
    // Only the first limiter sweeps the rows expired an hour ago (every 5 minutes, the whole table).
    return table.then(
      () => new RateLimiterPostgres({ ...base, tableCreated: true, clearExpiredByTimeout: false }),
    );
  }
  const created = new Promise<RateLimiterAbstract>((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(base, (error?: unknown) =>
      error ? reject(error) : resolve(limiter),
    );
  });
  tables.set(pool, created);
  return created;
}
