import { createHash } from 'node:crypto';
import type { TokenSession } from '@modkit/api';
import type { Kysely } from 'kysely';
import type { LtiTables } from '../store/schema';
import { issueSingleUse, takeOnce } from '../store/single-use';

const LAUNCH_CODE_TTL_MS = 60_000;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A short-lived, single-use code the launch page exchanges for the api token (no token in a URL). A
 * hand-off code keeps the session that asked for it (`session`): it exchanges only while that session stands.
 */
export async function createLaunchCode(
  db: Kysely<LtiTables>,
  userId: number,
  target: unknown,
  nowMs: number,
  session?: TokenSession,
) {
  return issueSingleUse(
    db,
    'lti_launch_codes',
    32,
    (code) => ({
      code_hash: hash(code),
      user_id: userId,
      target: JSON.stringify(target),
      session_jti: session?.jti ?? null,
      session_token_version: session?.tokenVersion ?? null,
      session_expires_at: session?.expiresAt.toISOString() ?? null,
    }),
    nowMs,
    LAUNCH_CODE_TTL_MS,
  );
}

/** Uses a code once: its user, target and session (null for a launch's code), or null (unknown, used or expired). */
export async function redeemLaunchCode(db: Kysely<LtiTables>, code: string, nowMs: number) {
  if (!code || code.length > 100) return null;
  const updated = await takeOnce(db, 'lti_launch_codes', nowMs)
    .where('code_hash', '=', hash(code))
    .returning(['user_id', 'target', 'session_jti', 'session_token_version', 'session_expires_at'])
    .executeTakeFirst();
  if (!updated) return null;
  const { user_id: userId, session_jti: jti, session_token_version: tokenVersion } = updated;
  const expires = updated.session_expires_at;
  return {
    userId,
    target: JSON.parse(updated.target) as unknown,
    session:
      jti !== null && tokenVersion !== null && expires !== null
        ? { userId, jti, tokenVersion, expiresAt: new Date(expires) }
        : null,
  };
}
