/**
 * Single-use rows (the launch codes, the deep-linking sessions): a random secret, a row that expires, and
 * a use that succeeds once — the row is taken only while it is unused and not expired, in one update.
 */
import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely, UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { LtiTables } from './schema';

/** The tables whose rows are used once: an expiry and the time of the use. */
export type SingleUseTable = 'lti_launch_codes' | 'lti_deep_links';

/**
 * Stores a row for a fresh random secret of `bytes` bytes (base64url; `row` makes the row from it), that
 * expires `ttlMs` after `nowMs`, not yet used. The secret is returned: the row may keep only its hash.
 */
export async function issueSingleUse<T extends SingleUseTable>(
  db: Kysely<LtiTables>,
  table: T,
  bytes: number,
  row: (secret: string) => Omit<Insertable<LtiTables[T]>, 'expires_at' | 'used_at'>,
  nowMs: number,
  ttlMs: number,
): Promise<string> {
  const secret = randomBytes(bytes).toString('base64url');
  const values = { ...row(secret), expires_at: new Date(nowMs + ttlMs).toISOString(), used_at: null };
  await db
    .insertInto(table)
    .values(values as Insertable<LtiTables[T]>)
    .execute();
  return secret;
}

/** The update that takes an unused, unexpired row (marked used at `nowMs`): the caller says which row. */
export function takeOnce<T extends SingleUseTable>(
  db: Kysely<LtiTables>,
  table: T,
  nowMs: number,
): UpdateQueryBuilder<LtiTables, T, T, UpdateResult> {
  const at = new Date(nowMs).toISOString();
  const update = db.updateTable(table) as unknown as UpdateQueryBuilder<
    LtiTables,
    SingleUseTable,
    SingleUseTable,
    UpdateResult
  >;
  return update
    .set({ used_at: at })
    .where('used_at', 'is', null)
    .where('expires_at', '>', at) as unknown as UpdateQueryBuilder<LtiTables, T, T, UpdateResult>;
}
