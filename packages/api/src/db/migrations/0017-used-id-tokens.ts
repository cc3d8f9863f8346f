import type { Kysely } from 'kysely';

/**
 * Single-use ID tokens of social sign-in: each OpenID ID token accepted once is remembered (by provider and
 * its `jti`, or a SHA-256 of the token) until it expires, so a second use is refused on every api instance.
 * The primary key makes the insert the atomic check; the index serves the sweep of expired rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('used_id_tokens')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('used_id_tokens_pk', ['provider', 'token_id'])
    .execute();
  await db.schema.createIndex('used_id_tokens_expiry').on('used_id_tokens').columns(['expires_at']).execute();
}
