/**
 * Single-use ID tokens: an OpenID ID token the browser sends (Google's) signs someone in once. (LinkedIn's
 * never leaves the server: it comes from trading a code, which LinkedIn accepts once.) After it verifies,
 * it is recorded in `used_id_tokens` (provider and its `jti`, or a SHA-256 of the token when it has none)
 * until it can no longer verify; a second use is refused like a forged token. The table's primary key makes
 * the insert the check, so two simultaneous uses never both pass, on one api instance or several sharing
 * PostgreSQL. Each insert first sweeps the rows of tokens that have expired.
 */
import { createHash } from 'node:crypto';
import type { SocialProvider } from '@modkit/sdk/contract';
import type { JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ID_TOKEN_CLOCK_TOLERANCE_S } from './oidc-issuer';
import { rejected } from './social-errors';

export interface UsedIdTokens {
  /** Records a verified ID token as used; `rejected(provider)` when it was used before. */
  spend(provider: SocialProvider, idToken: string, claims: JWTPayload): Promise<void>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What names a token: its `jti` when the provider sets one (Google does; a long one by its digest, to fit
 * a key), else a digest of the whole token.
 */
function tokenIdOf(idToken: string, claims: JWTPayload): string {
  const { jti } = claims;
  if (typeof jti === 'string' && jti) return jti.length <= 200 ? `jti:${jti}` : `jti-sha256:${sha256(jti)}`;
  return `sha256:${sha256(idToken)}`;
}

/** The latest expiry stored: ISO text past year 9999 (`+010000-…`) would sort before today's and be swept. */
const LAST_EXPIRY_MS = Date.UTC(9999, 11, 31, 23, 59, 59);

/**
 * The used tokens in the api's database. A record is kept until its token no longer verifies: `exp` plus
 * the verifier's clock tolerance. `now` is the clock jose checks `exp` with (the system's), not a test
 * clock, so that a record is never swept while its token is still accepted.
 */
export function usedIdTokensIn(db: Kysely<Database>, now: () => number = Date.now): UsedIdTokens {
  return {
    async spend(provider, idToken, claims) {
      // A verified ID token has an `exp` (the verifier requires it).
      const acceptedUntilMs = (Number(claims.exp) + ID_TOKEN_CLOCK_TOLERANCE_S) * 1000;
      const expiresAt = new Date(Math.min(acceptedUntilMs, LAST_EXPIRY_MS)).toISOString();
      await db.deleteFrom('used_id_tokens').where('expires_at', '<', new Date(now()).toISOString()).execute();
      try {
        await db
          .insertInto('used_id_tokens')
          .values({ provider, token_id: tokenIdOf(idToken, claims), expires_at: expiresAt })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw rejected(provider);
        throw error;
      }
    },
  };
}
