import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { JWT_ALG, type SigningKey } from './signing-key';

const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
const ISSUER = 'modkit';

export interface AccessClaims {
  userId: number;
  role: string;
  jti: string;
  expiresAt: Date;
  /** The user's token version when it was signed (a password change or reset raises the user's). */
  tokenVersion: number;
  /** A widget token a partner's server asked for: usable from that partner's origins, for widget use only. */
  partnerId?: number;
  /** A widget token's partner key generation (0 when it names none): a key rotation ends the older ones. */
  partnerKeyGeneration?: number;
}

/**
 * Signs a bearer token for a user (stateless; logout revokes its jti until it expires; a password change
 * or reset raises the user's token_version, which revokes every token signed before).
 */
export async function signAccessToken(
  key: SigningKey,
  user: { id: number; role: string; token_version?: number },
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  partner?: { id: number; key_generation: number },
): Promise<string> {
  return signToken(key, user, {
    jti: randomBytes(12).toString('base64url'),
    expiration: `${ttlSeconds}s`,
    ...(partner ? { partner } : {}),
  });
}

/**
 * Signs another token of an existing session (a hand-off to the app): the same id (jti) and expiry, so that
 * the session's logout ends both and no hand-off outlives it.
 */
export function signSessionToken(
  key: SigningKey,
  user: { id: number; role: string; token_version?: number },
  session: { jti: string; expiresAt: Date },
): Promise<string> {
  return signToken(key, user, {
    jti: session.jti,
    expiration: Math.floor(session.expiresAt.getTime() / 1000),
  });
}

function signToken(
  key: SigningKey,
  user: { id: number; role: string; token_version?: number },
  {
    jti,
    expiration,
    partner,
  }: { jti: string; expiration: string | number; partner?: { id: number; key_generation: number } },
): Promise<string> {
  return new SignJWT({
    role: user.role,
    tv: user.token_version ?? 0,
    ...(partner ? { pid: partner.id, kg: partner.key_generation } : {}),
  })
    .setProtectedHeader({ alg: JWT_ALG, kid: key.kid })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(expiration)
    .sign(key.privateKey);
}

const VERIFIED_CACHE_SIZE = 10_000;
const verified = new WeakMap<SigningKey, LRUCache<string, AccessClaims>>();

/**
 * Verifies signature, issuer and expiry; null for anything invalid. A token whose signature was
 * already verified is remembered (bounded, per key) until it expires: the signature cannot change,
 * and revocation is checked by the caller on every request.
 */
export async function verifyAccessToken(key: SigningKey, token: string): Promise<AccessClaims | null> {
  let cache = verified.get(key);
  if (!cache) {
    cache = new LRUCache({ max: VERIFIED_CACHE_SIZE });
    verified.set(key, cache);
  }
  const known = cache.get(token);
  if (known) return known;
  const claims = await verifySignedToken(key, token);
  // Kept until the token expires (an expired one is verified again, and refused).
  const ttl = claims ? claims.expiresAt.getTime() - Date.now() : 0;
  if (claims && ttl > 0) cache.set(token, claims, { ttl });
  return claims;
}

async function verifySignedToken(key: SigningKey, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key.publicKey, { issuer: ISSUER, algorithms: [JWT_ALG] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || !payload.jti || !payload.exp) return null;
    return {
      userId,
      role: String(payload.role ?? ''),
      jti: payload.jti,
      expiresAt: new Date(payload.exp * 1000),
      tokenVersion: Number.isInteger(payload.tv) ? (payload.tv as number) : 0,
      ...(Number.isInteger(payload.pid)
        ? {
            partnerId: payload.pid as number,
            partnerKeyGeneration: Number.isInteger(payload.kg) ? (payload.kg as number) : 0,
          }
        : {}),
    };
  } catch {
    return null;
  }
}

/** A random single-use secret (verification, password reset) and the hash we store of it. */
export function createOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
