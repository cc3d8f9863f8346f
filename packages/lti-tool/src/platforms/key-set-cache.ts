import { createPublicKey, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * The platforms' key sets, cached (issue 18 item 4): ltijs fetches a platform's JWKS on every launch. The
 * launch guard, which reads the id_token's `kid` before ltijs does, makes sure the cache holds a fresh key
 * set with that kid — fetched once and kept for the `Cache-Control: max-age` the platform sends (5 minutes
 * without one, at most a day; `no-store` is not kept), and fetched again at once for a kid it does not know
 * (a platform that rotated its key) — once per unknown kid in 10 s, and only for a launch that passed the
 * login checks. ltijs's own request for a cached key set is answered from the cache; anything else goes to
 * the network as before.
 */
const DEFAULT_MAX_AGE_MS = 5 * 60_000;
const MAX_MAX_AGE_MS = 24 * 3600_000;
const UNKNOWN_KID_REFETCH_MS = 10_000;

interface CachedKeySet {
  keys: Array<{ kid?: string }>;
  fetchedAt: number;
  expiresAt: number;
}

/** ltijs's HTTP client (a got instance): `get(url).json()` is how it reads key sets. */
interface LtijsHttp {
  get: (url: string, ...rest: unknown[]) => { json(): Promise<unknown> };
}

const cache = new Map<string, CachedKeySet>();
/** When an unknown kid last made a key set be fetched again (`url kid`), kept for the refetch interval. */
const unknownKids = new Map<string, number>();
const inFlight = new Map<string, Promise<void>>();
let installed = false;

/** rasha, which ltijs calls to turn the platform's JWK into a PEM key for each launch. */
interface Rasha {
  export: (options: { jwk: object }) => Promise<string | KeyObject>;
}

/**
 * The public key of each JWK ltijs was handed (by identity: a cached key set hands the same objects), as a
 * key object: ltijs passes it straight to jsonwebtoken's verify, which would otherwise parse the PEM again
 * on every launch.
 */
const pems = new WeakMap<object, Promise<string | KeyObject>>();

/**
 * ltijs converts the key to PEM on every launch (rasha, big-number arithmetic in JavaScript: about a third of
 * a launch's CPU in the profile); a key of a cached set is converted once. A failure is not kept.
 */
function convertOnce(rasha: Rasha): void {
  const convert = rasha.export.bind(rasha);
  rasha.export = (options) => {
    if (Object.keys(options).length !== 1 || typeof options.jwk !== 'object') return convert(options);
    const known = pems.get(options.jwk);
    if (known) return known;
    const pem = convert(options).then((text) => (typeof text === 'string' ? createPublicKey(text) : text));
    pems.set(options.jwk, pem);
    pem.catch(() => pems.delete(options.jwk));
    return pem;
  };
}

/** Routes ltijs's key set requests through the cache (once per process; ltijs's client is a singleton). */
function install(): void {
  if (installed) return;
  installed = true;
  const requireHere = createRequire(import.meta.url);
  convertOnce(createRequire(requireHere.resolve('ltijs/dist/Utils/Auth.js'))('rasha') as Rasha);
  const http = requireHere('ltijs/dist/Utils/Http.js') as LtijsHttp;
  const original = http.get.bind(http);
  http.get = (url: string, ...rest: unknown[]) => {
    const cached = rest.length === 0 ? cache.get(url) : undefined;
    if (cached && cached.expiresAt > Date.now()) return { json: async () => ({ keys: cached.keys }) };
    return original(url, ...rest);
  };
}

function maxAgeOf(header: string | null): number {
  if (!header) return DEFAULT_MAX_AGE_MS;
  if (/\b(?:no-store|no-cache)\b/i.test(header)) return 0;
  const seconds = /\bmax-age=(\d+)/i.exec(header)?.[1];
  return seconds === undefined ? DEFAULT_MAX_AGE_MS : Math.min(MAX_MAX_AGE_MS, Number(seconds) * 1000);
}

async function refresh(url: string): Promise<void> {
  const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) return;
  const body = (await res.json()) as { keys?: unknown };
  if (!Array.isArray(body.keys)) return;
  const now = Date.now();
  const maxAge = maxAgeOf(res.headers.get('cache-control'));
  if (maxAge === 0) cache.delete(url);
  else cache.set(url, { keys: body.keys as CachedKeySet['keys'], fetchedAt: now, expiresAt: now + maxAge });
}

/**
 * Makes sure the key set at `url` is cached, fresh, and holds `kid` if the platform publishes it. A fetch
 * that fails leaves things as they were: ltijs then fetches (and refuses) as it always did.
 */
export async function prepareKeySet(url: string, kid: string | undefined): Promise<void> {
  install();
  const cached = cache.get(url);
  const now = Date.now();
  const fresh = cached && cached.expiresAt > now;
  const knowsKid = !kid || cached?.keys.some((key) => key.kid === kid);
  if (fresh && knowsKid) return;
  if (fresh) {
    const asked = `${url} ${kid}`;
    if (now - (unknownKids.get(asked) ?? 0) < UNKNOWN_KID_REFETCH_MS) return;
    for (const [key, at] of unknownKids) if (now - at >= UNKNOWN_KID_REFETCH_MS) unknownKids.delete(key);
    unknownKids.set(asked, now);
  }
  let pending = inFlight.get(url);
  if (!pending) {
    pending = refresh(url)
      .catch(() => undefined)
      .finally(() => inFlight.delete(url));
    inFlight.set(url, pending);
  }
  await pending;
}

/** Forgets every cached key set (tests). */
export function forgetKeySets(): void {
  cache.clear();
  unknownKids.clear();
}
