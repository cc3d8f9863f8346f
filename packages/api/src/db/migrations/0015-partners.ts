import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../dialect';

/**
 * Partner sites (the script-tag surface): a partner's name, allowed origins (JSON), the package its users
 * get, its status, and the SHA-256 of its API key (the key itself is shown once and never stored).
 * Their users are external identities (`lti_identities` with the issuer `partner:<id>`), as LMS users are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db.schema.createTable('partners'), dialectOf(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('origins', 'text', (c) => c.notNull())
    .addColumn('package_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_hint', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
