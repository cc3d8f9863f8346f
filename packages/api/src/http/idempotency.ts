/**
 * `Idempotency-Key` on the writes a device queues offline (issue 44): the first request with a key is
 * answered as usual and its answer kept with the key; the same key again (the same user, operation and
 * request) is answered with that first answer, never done twice, on every server of one database. The key is
 * claimed by inserting its row (the primary key makes the insert the claim); while the first request is being
 * answered, a second gets 409 with `Retry-After`; a claim whose server stopped mid-request lapses after
 * `CLAIM_MS` (5 s) and the next try takes it over (the writes themselves are idempotent by their rules, and a
 * comment carries its key on its row, so a request done again then changes nothing). A key sent with another
 * request is 422. Answers of 500 and above are not kept: the key is released and a retry runs again.
 * Keys are kept `IDEMPOTENCY_KEEP_MS` (a day) after their first use, then swept.
 */
import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEEP_MS,
  IDEMPOTENCY_KEY_BUSY,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_REUSED,
  isIdempotencyKey,
} from '@modkit/sdk/rules';
import type { Request, RequestHandler, Response } from 'express';
import type { ApiContext } from '../config/context';
import { isUniqueViolation } from '../db/unique-violation';
import { currentUser } from './guards/authenticate';
import { HttpError, validationError } from './http-error';

/** How long an unanswered claim holds before another try may take it over. */
const CLAIM_MS = 5_000;
/** How often a server sweeps the keys older than a day. */
const SWEEP_EVERY_MS = 60_000;

/** The key a request carries, checked; undefined when it has none. */
function keyOf(req: Request): string | undefined {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!isIdempotencyKey(key)) throw validationError({ [IDEMPOTENCY_HEADER]: IDEMPOTENCY_KEY_MESSAGE });
  return key;
}

/** What makes two requests the same write: the operation, its path's ids and its body. */
function fingerprintOf(operation: string, req: Request): string {
  const text = JSON.stringify([operation, req.params, req.body ?? null]);
  return createHash('sha256').update(text).digest('base64url');
}

/** A key's stored row, when another request claimed it first. */
async function claimed(ctx: ApiContext, userId: number, key: string) {
  return ctx.db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Claims the key for this request: true when this request is to be answered by the handler; false when it
 * was answered here (the first answer replayed).
 */
async function claim(
  ctx: ApiContext,
  res: Response,
  row: { user_id: number; key: string; operation: string; fingerprint: string },
): Promise<boolean> {
  const now = ctx.now();
  const lockedUntil = new Date(now + CLAIM_MS).toISOString();
  try {
    await ctx.db
      .insertInto('idempotency_keys')
      .values({
        ...row,
        status: null,
        body: null,
        locked_until: lockedUntil,
        created_at: new Date(now).toISOString(),
      })
      .execute();
    return true;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const first = await claimed(ctx, row.user_id, row.key);
  if (!first) return claim(ctx, res, row);
  if (first.operation !== row.operation || first.fingerprint !== row.fingerprint)
    throw validationError({ [IDEMPOTENCY_HEADER]: IDEMPOTENCY_KEY_REUSED }, IDEMPOTENCY_KEY_REUSED);
  if (first.status !== null) {
    res
      .status(first.status)
      .set('Idempotent-Replayed', 'true')
      .type('application/json')
      .send(first.body ?? '');
    return false;
  }
  if (Date.parse(first.locked_until) <= now) {
    // The server that claimed it stopped before answering: this try takes the claim over.
    const taken = await ctx.db
      .updateTable('idempotency_keys')
      .set({ locked_until: lockedUntil })
      .where('user_id', '=', row.user_id)
      .where('key', '=', row.key)
      .where('status', 'is', null)
      .where('locked_until', '=', first.locked_until)
      .executeTakeFirst();
    if (taken.numUpdatedRows > 0n) return true;
  }
  res.set('Retry-After', '1');
  throw new HttpError(409, IDEMPOTENCY_KEY_BUSY);
}

/** Keeps the answer with the key before it goes out (an answer of 500 or more releases the key instead). */
function keepAnswer(ctx: ApiContext, res: Response, userId: number, key: string): void {
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const status = res.statusCode;
    const mine = ctx.db.updateTable('idempotency_keys').where('user_id', '=', userId).where('key', '=', key);
    const kept =
      status >= 500
        ? ctx.db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute()
        : mine.set({ status, body: JSON.stringify(body) }).execute();
    kept.then(
      () => json(body),
      (error: unknown) => {
        console.error('idempotency key not kept:', error);
        json(body);
      },
    );
    return res;
  };
}

let lastSweep = 0;

/** Forgets the keys used more than a day ago (at most once a minute per server). */
async function sweep(ctx: ApiContext): Promise<void> {
  const now = ctx.now();
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  const before = new Date(now - IDEMPOTENCY_KEEP_MS).toISOString();
  await ctx.db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}

/** The middleware of an operation that honours `Idempotency-Key` (after `requireAuth`). */
export function idempotentWrite(ctx: ApiContext, operation: string): RequestHandler {
  return async (req, res, next) => {
    const key = keyOf(req);
    if (key === undefined) return next();
    const user = currentUser(res);
    await sweep(ctx);
    const row = { user_id: user.id, key, operation, fingerprint: fingerprintOf(operation, req) };
    if (!(await claim(ctx, res, row))) return;
    res.locals.idempotencyKey = key;
    keepAnswer(ctx, res, user.id, key);
    next();
  };
}

/** The key of the request being answered, when it carried one (a comment keeps it on its row). */
export function requestKey(res: Response): string | null {
  return typeof res.locals.idempotencyKey === 'string' ? res.locals.idempotencyKey : null;
}
