import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LtiTables } from '../store/schema';

export const LAUNCH_CODE_TTL_MS = 60_000;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

/** A short-lived, single-use code the launch page exchanges for the api token (no token in a URL). */
export async function createLaunchCode(
  db: Kysely<LtiTables>,
  userId: number,
  target: unknown,
  nowMs: number,
) {
  const code = randomBytes(32).toString('base64url');
  await db
    .insertInto('lti_launch_codes')
    .values({
      code_hash: hash(code),
      user_id: userId,
      target: JSON.stringify(target),
      expires_at: new Date(nowMs + LAUNCH_CODE_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return code;
}

/** Uses a code once: its user and target, or null (unknown, used or expired). */
export async function redeemLaunchCode(db: Kysely<LtiTables>, code: string, nowMs: number) {
  if (!code || code.length > 100) return null;
  const now = new Date(nowMs).toISOString();
  const updated = await db
    .updateTable('lti_launch_codes')
    .set({ used_at: now })
    .where('code_hash', '=', hash(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'target'])
    .executeTakeFirst();
  return updated ? { userId: updated.user_id, target: JSON.parse(updated.target) as unknown } : null;
}
