import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { createPostgresSearchIndex, dropPostgresSearchIndex } from '../search-index-postgres';
import { createSqliteSearchIndex, dropSqliteSearchIndex } from '../search-index-sqlite';

/**
 * Search that finds what a learner means (the api README, "Search"): a module's language (`modules.language`,
 * migration 0024), its tags' names and its category, parent
 * category and careers' names beside its name and description (`search_tags`, `search_context`, kept by
 * triggers), all of it stemmed in the module's language and weighted (name, tags, context, description), and a
 * vocabulary of the catalogue's words with a trigram index for typos. Replaces migration 0002's index of names
 * and descriptions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') await createPostgresSearchIndex(db);
  else await createSqliteSearchIndex(db);
}

/** Back to 0025: migration 0002's index of names and descriptions. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') await dropPostgresSearchIndex(db);
  else await dropSqliteSearchIndex(db);
}
