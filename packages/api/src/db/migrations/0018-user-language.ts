import type { Kysely } from 'kysely';

/**
 * The language a user chose ('en', 'es' or 'ar'; null = not chosen: the app follows the browser, mail and
 * text messages are English). Set on the profile, or by a first LMS launch's locale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}
