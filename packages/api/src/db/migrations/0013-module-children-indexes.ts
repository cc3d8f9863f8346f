import type { Kysely } from 'kysely';

/**
 * A module's tabs and projects are read (and replaced by a catalogue import) by `module_id`: without an
 * index each lookup scanned the whole table, which made an import quadratic and a module page slow on a
 * large catalogue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('module_tabs_module')
    .on('module_tabs')
    .columns(['module_id', 'position'])
    .execute();
  await db.schema.createIndex('projects_module').on('projects').columns(['module_id']).execute();
}
