import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DELETED_USER } from './user-references';

/**
 * The id of the "Deleted user" account, made on the first erasure: what erased people wrote with others
 * (comments, chats, sessions) and the receipts of their paid orders are kept under it. It cannot sign in
 * (no password, inactive, an address on the reserved `.invalid` domain) and has a role no list shows.
 */
export async function deletedUserId(db: Kysely<Database>, nowIso: string): Promise<number> {
  await db
    .insertInto('users')
    .values({
      ...DELETED_USER,
      password_hash: null,
      status: 'INACTIVE',
      verified: 0,
      allowed_modules: 0,
      max_invites: 0,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DELETED_USER.email)
    .executeTakeFirstOrThrow();
  return row.id;
}
