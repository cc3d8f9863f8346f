import type { Kysely } from 'kysely';

/**
 * The language a module's content is written in (its name, texts, reflection question, tags and careers): a
 * BCP 47 primary tag such as 'en', 'es' or 'ar', English unless the catalogue says otherwise. The widgets and
 * the app mark the content with it (`lang`), so a screen reader reads an English module in an Arabic page with
 * an English voice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('modules')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('modules').dropColumn('language').execute();
}
