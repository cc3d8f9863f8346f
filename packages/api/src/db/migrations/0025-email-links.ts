import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../dialect';

/**
 * One-time links sent by e-mail (`POST /auth/email-link`): a sign-in link for an address with an account, a
 * sign-up link for one without (the sign-up form then needs no captcha). Only the token's hash is kept; a link
 * works once, until `expires_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db.schema.createTable('email_links'), dialectOf(db))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_links_email').on('email_links').column('email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_links').execute();
}
