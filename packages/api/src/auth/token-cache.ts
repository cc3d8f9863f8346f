import type { Selectable } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { UsersTable } from '../db/schema';

type UserRow = Selectable<UsersTable>;

/** Signed-in sessions kept per server; the least recently used leave first. */
const TOKEN_CACHE_SIZE = 10_000;
/**
 * The longest a session is reused without reading the database again. Revocations never wait for it (they
 * reach the cache as they happen); it bounds what an undetectable change could cost.
 */
const TOKEN_CACHE_TTL_MS = 5 * 60_000;

/**
 * The user of each token (by its jti) that was found valid — signed-in user present, token not revoked — kept
 * until something revokes it: a write to the user's row (password change, role, status, erasure), the
 * token's revocation (logout), or a change the server cannot attribute (everything is forgotten). While
 * the source of those revocations is not live (PostgreSQL's notifications disconnected) nothing is kept and
 * every request reads the database.
 */
export interface TokenCache {
  /** The cached user of a session, else `load`'s answer, kept when it is a user and nothing changed meanwhile. */
  user(jti: string, userId: number, load: () => Promise<UserRow | null>): Promise<UserRow | null>;
  forgetUser(id: number): void;
  forgetToken(jti: string): void;
  forgetAll(): void;
  /** Whether revocations are known as they happen; false: the cache is bypassed (and emptied). */
  setLive(live: boolean): void;
  readonly size: number;
}

/**
 * `changedElsewhere`, when given, is asked before a cached session is used: true when another process may
 * have written meanwhile (SQLite's `data_version`), and then everything is forgotten first.
 */
export function createTokenCache(
  options: { max?: number; ttlMs?: number; changedElsewhere?: () => boolean; live?: boolean } = {},
): TokenCache {
  /** Bumped by every revocation: a read that started before one is not kept (it may have read the old row). */
  let generation = 0;
  let live = options.live ?? true;
  const byUser = new Map<number, Set<string>>();
  const sessions = new LRUCache<string, UserRow>({
    max: options.max ?? TOKEN_CACHE_SIZE,
    ttl: options.ttlMs ?? TOKEN_CACHE_TTL_MS,
    dispose: (user, jti) => {
      const jtis = byUser.get(user.id);
      jtis?.delete(jti);
      if (jtis?.size === 0) byUser.delete(user.id);
    },
  });
  const forgetAll = () => {
    generation++;
    sessions.clear();
  };
  return {
    async user(jti, userId, load) {
      if (live && options.changedElsewhere?.()) forgetAll();
      const known = live ? sessions.get(jti) : undefined;
      if (known && known.id === userId) return known;
      const started = generation;
      const user = await load();
      if (user && live && generation === started) {
        // Shared by every request of the session: frozen, so no handler can change what others read.
        const kept = Object.freeze(user);
        sessions.set(jti, kept);
        const jtis = byUser.get(user.id) ?? new Set<string>();
        jtis.add(jti);
        byUser.set(user.id, jtis);
        return kept;
      }
      return user;
    },
    forgetUser(id) {
      generation++;
      for (const jti of [...(byUser.get(id) ?? [])]) sessions.delete(jti);
    },
    forgetToken(jti) {
      generation++;
      sessions.delete(jti);
    },
    forgetAll,
    setLive(value) {
      live = value;
      forgetAll();
    },
    get size() {
      return sessions.size;
    },
  };
}
