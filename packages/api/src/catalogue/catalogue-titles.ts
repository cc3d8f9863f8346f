import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A module or a collection of the catalogue, by its title: what an LMS's deep-linking picker lists. */
export interface CatalogueTitle {
  kind: 'module' | 'collection';
  id: number;
  title: string;
}

/**
 * The published modules and the collections among the ids asked for, with their titles (ids that are not
 * there, or modules not published, are left out). The LTI tool's deep linking reads the catalogue through it.
 */
export async function catalogueTitles(
  db: Kysely<Database>,
  { moduleIds, collectionIds }: { moduleIds: number[]; collectionIds: number[] },
): Promise<CatalogueTitle[]> {
  const modules = moduleIds.length
    ? await db
        .selectFrom('modules')
        .select(['id', 'name'])
        .where('id', 'in', moduleIds)
        .where('status', '=', 'PUBLISH')
        .execute()
    : [];
  const collections = collectionIds.length
    ? await db.selectFrom('collections').select(['id', 'name']).where('id', 'in', collectionIds).execute()
    : [];
  return [
    ...modules.map((m) => ({ kind: 'module' as const, id: m.id, title: m.name })),
    ...collections.map((c) => ({ kind: 'collection' as const, id: c.id, title: c.name })),
  ];
}
