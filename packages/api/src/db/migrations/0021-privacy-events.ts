import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../dialect';

/**
 * The log of data requests (an export or an erasure of one person's data): what was done, who asked (the
 * person or an administrator) and how much it touched — never whom it was about (no user id, address or
 * name), so an erased person leaves no trace here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db.schema.createTable('privacy_events'), dialectOf(db))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('files', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
