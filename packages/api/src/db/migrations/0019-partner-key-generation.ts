import type { Kysely } from 'kysely';

/**
 * A partner's key generation: rotating the key raises it, and a widget token carries the generation it was
 * minted under, so the tokens of a rotated (leaked) key stop working as a disabled partner's do. Existing
 * partners and their tokens (which carry none) are generation 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('partners')
    .addColumn('key_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
