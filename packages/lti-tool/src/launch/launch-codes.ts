import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LtiTables } from '../store/schema';
import { issueSingleUse, takeOnce } from '../store/single-use';

export const LAUNCH_CODE_TTL_MS = 60_000;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

/** A short-lived, single-use code the launch page exchanges for the api token (no token in a URL). */
export async function createLaunchCode(
  db: Kysely<LtiTables>,
  userId: number,
  target: unknown,
  nowMs: number,
) {
  return issueSingleUse(
    db,
    'lti_launch_codes',
    32,
    (code) => ({ code_hash: hash(code), user_id: userId, target: JSON.stringify(target) }),
    nowMs,
    LAUNCH_CODE_TTL_MS,
  );
}

/** Uses a code once: its user and target, or null (unknown, used or expired). */
export async function redeemLaunchCode(db: Kysely<LtiTables>, code: string, nowMs: number) {
  if (!code || code.length > 100) return null;
  const updated = await takeOnce(db, 'lti_launch_codes', nowMs)
    .where('code_hash', '=', hash(code))
    .returning(['user_id', 'target'])
    .executeTakeFirst();
  return updated ? { userId: updated.user_id, target: JSON.parse(updated.target) as unknown } : null;
}
