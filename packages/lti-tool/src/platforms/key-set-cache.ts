import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';

/**
 * The platforms' key sets, cached (issue 18 item 4; ltijs fetched a platform's JWKS on every launch). The
 * launch (launch-route.ts) asks for the key set with the id_token's `kid`: fetched once and kept for the
 * `Cache-Control: max-age` the platform sends (5 minutes without one, at most a day; `no-store` is used for
 * that launch and not kept), and fetched again at once for a kid it does not know (a platform that rotated its
 * key) — once per unknown kid in 10 s, and only for a launch that passed the login checks.
 */
const DEFAULT_MAX_AGE_MS = 5 * 60_000;
const MAX_MAX_AGE_MS = 24 * 3600_000;
const UNKNOWN_KID_REFETCH_MS = 10_000;

type Jwk = { kid?: string } & Record<string, unknown>;

interface CachedKeySet {
  keys: Jwk[];
  fetchedAt: number;
  expiresAt: number;
}

const cache = new Map<string, CachedKeySet>();
/** When an unknown kid last made a key set be fetched again (`url kid`), kept for the refetch interval. */
const unknownKids = new Map<string, number>();
const inFlight = new Map<string, Promise<CachedKeySet['keys'] | null>>();

/** Each JWK's public key, converted once (by identity: a cached key set hands the same objects). */
const publicKeys = new WeakMap<object, KeyObject>();

/** The public key of a JWK (throws for one that is not a public key). */
export function publicKeyOf(jwk: Jwk): KeyObject {
  let key = publicKeys.get(jwk);
  if (!key) {
    key = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
    publicKeys.set(jwk, key);
  }
  return key;
}

function maxAgeOf(header: string | null): number {
  if (!header) return DEFAULT_MAX_AGE_MS;
  if (/\b(?:no-store|no-cache)\b/i.test(header)) return 0;
  const seconds = /\bmax-age=(\d+)/i.exec(header)?.[1];
  return seconds === undefined ? DEFAULT_MAX_AGE_MS : Math.min(MAX_MAX_AGE_MS, Number(seconds) * 1000);
}

/** The key set at `url` (kept as long as the platform allows), or null when it could not be read. */
async function refresh(url: string): Promise<CachedKeySet['keys'] | null> {
  const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) return null;
  const body = (await res.json()) as { keys?: unknown };
  if (!Array.isArray(body.keys)) return null;
  const keys = body.keys as CachedKeySet['keys'];
  const now = Date.now();
  const maxAge = maxAgeOf(res.headers.get('cache-control'));
  if (maxAge === 0) cache.delete(url);
  else cache.set(url, { keys, fetchedAt: now, expiresAt: now + maxAge });
  return keys;
}

/**
 * The key set at `url` for a launch signed with `kid`: the cached one when it is fresh and holds the kid (or the
 * kid was asked for in the last 10 s), else fetched again. Null when it could not be read.
 */
export async function keySetFor(url: string, kid: string): Promise<CachedKeySet['keys'] | null> {
  const cached = cache.get(url);
  const now = Date.now();
  const fresh = cached && cached.expiresAt > now ? cached : undefined;
  if (fresh?.keys.some((key) => key.kid === kid)) return fresh.keys;
  if (fresh) {
    const asked = `${url} ${kid}`;
    if (now - (unknownKids.get(asked) ?? 0) < UNKNOWN_KID_REFETCH_MS) return fresh.keys;
    for (const [key, at] of unknownKids) if (now - at >= UNKNOWN_KID_REFETCH_MS) unknownKids.delete(key);
    unknownKids.set(asked, now);
  }
  let pending = inFlight.get(url);
  if (!pending) {
    pending = refresh(url)
      .catch(() => null)
      .finally(() => inFlight.delete(url));
    inFlight.set(url, pending);
  }
  return (await pending) ?? fresh?.keys ?? null;
}

/** Forgets every cached key set (tests). */
export function forgetKeySets(): void {
  cache.clear();
  unknownKids.clear();
}
