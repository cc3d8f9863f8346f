import { LRUCache } from 'lru-cache';

export interface AnswerCacheOptions<K, V, C> {
  /** Entries kept; the least recently used leaves first. */
  max: number;
  /** How long an answer is reused (ms). */
  ttlMs: number;
  /** The clock (the api's, which tests move). */
  now: () => number;
  /** Computes the answer of a key; `context` is what the caller passed (the request's inputs). */
  load: (key: K, context: C) => Promise<V>;
}

export interface AnswerCache<K, V, C> {
  /** The answer of a key: reused within the TTL, shared by concurrent callers while it is computed. */
  get(key: K, context: C): Promise<V>;
  /**
   * Forgets every answer (what they were computed from has changed); one being computed is still answered to
   * those waiting for it, and not kept.
   */
  clear(): void;
}

/**
 * A bounded cache of answers that are expensive to compute and harmless when up to `ttlMs` old
 * (`lru-cache` with a fetch method): concurrent callers of one key share the computation in flight, and a
 * computation that fails is not kept (the next caller tries again).
 */
export function answerCache<K extends {}, V extends {}, C = undefined>(
  options: AnswerCacheOptions<K, V, C>,
): AnswerCache<K, V, C> {
  const cache = new LRUCache<K, V, unknown>({
    max: options.max,
    ttl: options.ttlMs,
    perf: { now: options.now },
    // The clock is read at every lookup. By default lru-cache keeps the last reading for a millisecond (reset
    // by a timer), so an answer could outlive its TTL when the clock moved within that millisecond: a test
    // moving the api's clock past the TTL between two fast requests got the old answer.
    ttlResolution: 0,
    // A clear while an answer is computed (the catalogue changed: catalogue/catalogue-changes.ts) must not
    // fail the requests waiting for it: they get the answer they asked for before the change, and it is not
    // kept (by default lru-cache rejects them, 'deleted').
    ignoreFetchAbort: true,
    fetchMethod: (key, _stale, { context }) => options.load(key, context as C),
  });
  return {
    async get(key, context) {
      return (await cache.fetch(key, { context })) as V;
    },
    clear() {
      cache.clear();
    },
  };
}

/**
 * One cache per database (tests run several servers in one process, each on its own database), made on
 * first use from what owns the database (the api context, with its clock).
 */
export function perDatabase<A extends { db: object }, T>(make: (owner: A) => T): (owner: A) => T {
  const caches = new WeakMap<object, T>();
  return (owner) => {
    let cache = caches.get(owner.db);
    if (!cache) {
      cache = make(owner);
      caches.set(owner.db, cache);
    }
    return cache;
  };
}
