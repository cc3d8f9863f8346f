import { createHash, randomBytes } from 'node:crypto';
import type { Partner } from '@modkit/sdk/contract';
import type { Kysely, Selectable } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database, PartnersTable } from '../db/schema';

export type PartnerRow = Selectable<PartnersTable>;

/** How long a widget token a partner asks for works by default, and at most (`PARTNER_TOKEN_TTL_SECONDS`). */
export const PARTNER_TOKEN_TTL_SECONDS = 3600;
/** Partner keys read `mkp_` and 32 random base64url characters. */
const KEY_PREFIX = 'mkp_';
/**
 * Partners as the CORS check and every widget-token request read them, per server for this long. The server
 * that made a change forgets at once; on PostgreSQL every other server too, when the database announces the
 * change (auth/revocations.ts); only while a server cannot hear the announcements does a new, disabled or
 * rotated partner take up to this long to reach it.
 */
const PARTNER_CACHE_TTL_MS = 30_000;

/** What is kept of a partner key: its SHA-256. */
export const hashPartnerKey = (key: string) => createHash('sha256').update(key).digest('hex');
const hashKey = hashPartnerKey;

/** A new secret key: the key to show once, its hash to keep, and a hint to tell keys apart. */
export function newPartnerKey(): { key: string; hash: string; hint: string } {
  const key = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  return { key, hash: hashKey(key), hint: `${key.slice(0, 8)}…` };
}

/** The active partner a key belongs to, or null (unknown, malformed or disabled). */
export async function partnerOfKey(
  ctx: { db: Kysely<Database> },
  key: string | undefined,
): Promise<PartnerRow | null> {
  if (!key?.startsWith(KEY_PREFIX) || key.length > 100) return null;
  const row = await ctx.db
    .selectFrom('partners')
    .selectAll()
    .where('key_hash', '=', hashKey(key))
    .executeTakeFirst();
  return row?.status === 'ACTIVE' ? row : null;
}

export function toPartner(row: PartnerRow): Partner {
  const { key_hash: _hash, key_generation: _generation, origins, ...rest } = row;
  return { ...rest, origins: originsOf(row) };
}

export function originsOf(row: Pick<PartnerRow, 'origins'>): string[] {
  try {
    const parsed = JSON.parse(row.origins) as unknown;
    return Array.isArray(parsed) ? parsed.filter((o): o is string => typeof o === 'string') : [];
  } catch {
    return [];
  }
}

/** The active partners, cached per server (see PARTNER_CACHE_TTL_MS); `forget` after a change. */
export interface PartnerDirectory {
  /** Whether an active partner lists this origin (CORS for partner pages). */
  allowsOrigin(origin: string): Promise<boolean>;
  /** An active partner by id, or null. */
  active(id: number): Promise<PartnerRow | null>;
  forget(): void;
}

export function createPartnerDirectory(ctx: { db: Kysely<Database> }): PartnerDirectory {
  const cache = new LRUCache<'active', PartnerRow[]>({ max: 1, ttl: PARTNER_CACHE_TTL_MS });
  const load = async () => {
    const known = cache.get('active');
    if (known) return known;
    const rows = await ctx.db.selectFrom('partners').selectAll().where('status', '=', 'ACTIVE').execute();
    cache.set('active', rows);
    return rows;
  };
  return {
    async allowsOrigin(origin) {
      return (await load()).some((row) => originsOf(row).includes(origin));
    },
    async active(id) {
      return (await load()).find((row) => row.id === id) ?? null;
    },
    forget: () => cache.clear(),
  };
}
