import { type Expression, type SqlBool, sql } from 'kysely';
import type { ApiContext } from '../config/context';
import { STEMMED_LANGUAGES, stemWord } from '../db/search-text';

/**
 * Whether a module matches a keyword's (folded) words: each word, as a prefix of a word of the module's name,
 * tags, category, parent category, careers or description, after both are stemmed in the module's language
 * (the api README, "Search"). The keyword's language is not known: its words are stemmed in each language
 * the catalogue stems (and not at all, for modules in any other language), and a module matches when all of
 * them match in one of these. Nothing of the keyword reaches the full-text syntax unquoted: words are letters,
 * marks and digits only (db/search-text.ts).
 *
 * SQLite: the FTS5 table `module_search` (stems written by its triggers). `orderedScan`: the unary `+` keeps
 * SQLite from looking matches up by rowid, so that it walks the order's index instead (many matches).
 * PostgreSQL: the GIN index over `modules.search_vector`, each language's configuration stemming the words.
 */
export function keywordMatch(ctx: ApiContext, words: string[], orderedScan = false): Expression<SqlBool> {
  if (ctx.dialect === 'postgres') {
    const query = words.map((word) => `${word}:*`).join(' & ');
    return sql<SqlBool>`modules.search_vector @@ (to_tsquery('modkit_english', ${query})
      || to_tsquery('modkit_spanish', ${query}) || to_tsquery('modkit_arabic', ${query})
      || to_tsquery('simple', ${query}))`;
  }
  const match = ftsQuery(words);
  return orderedScan
    ? sql<SqlBool>`+modules.id in (select rowid from module_search where module_search match ${match})`
    : sql<SqlBool>`modules.id in (select rowid from module_search where module_search match ${match})`;
}

/** SQLite's FTS5 query of the words: in each language, every word's stem as a prefix; any language. */
function ftsQuery(words: string[]): string {
  const each = new Set<string>();
  for (const language of [...STEMMED_LANGUAGES, 'none'])
    each.add(words.map((word) => `"${stemWord(language, word)}"*`).join(' AND '));
  return [...each].map((all) => `(${all})`).join(' OR ');
}
