import { type Kysely, sql } from 'kysely';
import * as moduleSearch from './migrations/0002-module-search';
import { inCategoryTree, refreshContext, refreshSearchColumns, refreshTags } from './search-index-sql';

/**
 * SQLite's module search (migration 0026): the FTS5 table `module_search` (contentless: the rows' own text is
 * in `modules`) holds each module's name, tags, context (category, parent, careers) and description as stems
 * (`modkit_search_document`, db/search-text.ts, registered on every connection), ranked by bm25 with those
 * columns' weights; `search_words` is the vocabulary typos are corrected to, with an FTS5 trigram index of each
 * word padded by a space on each side (so that a word's first and last letters make trigrams of their own).
 * Triggers keep both in the transaction of every write. While `search_deferral` holds a row (the importer's
 * transaction, which writes the same columns and rows itself, once a module), the triggers that rewrite a
 * module's search text wait.
 */

const NOT_DEFERRED = 'not exists (select 1 from search_deferral)';

const document = (column: string) => `modkit_search_document(new.language, new.${column})`;

/**
 * The module `new`'s row of the index, written whole (a contentless table is replaced, not updated). A trigger's
 * `or replace` / `or ignore` would give way to the policy of the statement that fired it: plain statements.
 */
const WRITE_DOCUMENT = `delete from module_search where rowid = new.id;
  insert into module_search(rowid, name, tags, context, description) values (new.id, ${document('name')}, ${document('search_tags')}, ${document('search_context')}, ${document('description')});`;

const wordsOf = (text: string) =>
  `insert into search_words(word) select value from json_each(modkit_search_words(${text}))
    where value not in (select word from search_words);`;

interface Trigger {
  name: string;
  event: string;
  when?: string;
  body: string;
}

const TRIGGERS: Trigger[] = [
  {
    name: 'module_search_added',
    event: 'after insert on modules',
    when: NOT_DEFERRED,
    body: `${refreshSearchColumns('sqlite', 'modules.id = new.id')};`,
  },
  {
    name: 'module_search_changed',
    event: 'after update of name, description, language, search_tags, search_context on modules',
    when: NOT_DEFERRED,
    body: WRITE_DOCUMENT,
  },
  {
    name: 'module_search_moved',
    event: 'after update of category_id on modules',
    when: `${NOT_DEFERRED} and old.category_id is not new.category_id`,
    body: `${refreshContext('sqlite', 'modules.id = new.id')};`,
  },
  {
    name: 'module_search_removed',
    event: 'after delete on modules',
    body: 'delete from module_search where rowid = old.id;',
  },
  { name: 'module_words_added', event: 'after insert on modules', body: wordsOf('new.name') },
  { name: 'module_words_changed', event: 'after update of name on modules', body: wordsOf('new.name') },
  {
    name: 'module_tags_search_added',
    event: 'after insert on module_tags',
    when: NOT_DEFERRED,
    body: `${refreshTags('sqlite', 'modules.id = new.module_id')};`,
  },
  {
    name: 'module_tags_search_removed',
    event: 'after delete on module_tags',
    when: NOT_DEFERRED,
    body: `${refreshTags('sqlite', 'modules.id = old.module_id')};`,
  },
  {
    name: 'module_careers_search_added',
    event: 'after insert on module_careers',
    when: NOT_DEFERRED,
    body: `${refreshContext('sqlite', 'modules.id = new.module_id')};`,
  },
  {
    name: 'module_careers_search_removed',
    event: 'after delete on module_careers',
    when: NOT_DEFERRED,
    body: `${refreshContext('sqlite', 'modules.id = old.module_id')};`,
  },
  {
    name: 'categories_search_changed',
    event: 'after update of name, parent_id on categories',
    when: `${NOT_DEFERRED} and (old.name is not new.name or old.parent_id is not new.parent_id)`,
    body: `${refreshContext('sqlite', inCategoryTree('new.id'))};`,
  },
  {
    name: 'tags_search_changed',
    event: 'after update of name on tags',
    when: `${NOT_DEFERRED} and old.name is not new.name`,
    body: `${refreshTags('sqlite', 'modules.id in (select module_id from module_tags where tag_id = new.id)')};`,
  },
  {
    name: 'careers_search_changed',
    event: 'after update of name on careers',
    when: `${NOT_DEFERRED} and old.name is not new.name`,
    body: `${refreshContext('sqlite', 'modules.id in (select module_id from module_careers where career_id = new.id)')};`,
  },
  ...['categories', 'tags', 'careers'].flatMap((table) => [
    { name: `${table}_words_added`, event: `after insert on ${table}`, body: wordsOf('new.name') },
    { name: `${table}_words_changed`, event: `after update of name on ${table}`, body: wordsOf('new.name') },
  ]),
  {
    name: 'search_words_trigrams_added',
    event: 'after insert on search_words',
    body: `insert into search_word_trigrams(rowid, padded) values (new.rowid, ' ' || new.word || ' ');`,
  },
];

async function createTables(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_deferral (since text)`.execute(db);
  await sql`create table search_words (word text primary key)`.execute(db);
  await sql`create virtual table search_word_trigrams using fts5(padded, content='', contentless_delete=1,
    tokenize='trigram')`.execute(db);
  await sql`create virtual table module_search using fts5(name, tags, context, description, content='',
    contentless_delete=1, tokenize="unicode61 remove_diacritics 0 categories 'L* N* Co M*'")`.execute(db);
}

/**
 * The index and the vocabulary from the rows there (the modules' search columns as they are): every module's
 * row of `module_search`, the words of the names that `search_words` lacks, and every word's trigrams. Both
 * FTS5 tables are emptied first ('delete-all'), so it fills them whole whether or not their triggers ran:
 * the migration's fill, and a restore's rebuild after carrying the rows (db/derived-data.ts).
 */
export async function fillSqliteSearchIndex(db: Kysely<unknown>): Promise<void> {
  await sql`insert into module_search(module_search) values ('delete-all')`.execute(db);
  await sql`insert into module_search(rowid, name, tags, context, description)
    select id, modkit_search_document(language, name), modkit_search_document(language, search_tags),
      modkit_search_document(language, search_context), modkit_search_document(language, description)
    from modules`.execute(db);
  await sql`insert or ignore into search_words(word)
    select value from (select name from modules union select name from tags union select name from categories
      union select name from careers) as named, json_each(modkit_search_words(named.name))`.execute(db);
  await sql`insert into search_word_trigrams(search_word_trigrams) values ('delete-all')`.execute(db);
  await sql`insert into search_word_trigrams(rowid, padded)
    select rowid, ' ' || word || ' ' from search_words`.execute(db);
}

export async function createSqliteSearchIndex(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger modules_fts_insert`.execute(db);
  await sql`drop trigger modules_fts_delete`.execute(db);
  await sql`drop trigger modules_fts_update`.execute(db);
  await sql`drop table modules_fts`.execute(db);
  await sql`alter table modules add column search_tags text not null default ''`.execute(db);
  await sql`alter table modules add column search_context text not null default ''`.execute(db);
  await createTables(db);
  await sql.raw(refreshSearchColumns('sqlite', 'true')).execute(db);
  await fillSqliteSearchIndex(db);
  for (const trigger of TRIGGERS) await createTrigger(db, trigger);
}

function createTrigger(db: Kysely<unknown>, t: Trigger) {
  const when = t.when ? ` when ${t.when}` : '';
  return sql.raw(`create trigger ${t.name} ${t.event}${when} begin ${t.body} end`).execute(db);
}

/** Back to migration 0002's index of names and descriptions (its FTS5 table, triggers and contents). */
export async function dropSqliteSearchIndex(db: Kysely<unknown>): Promise<void> {
  for (const trigger of TRIGGERS) await sql.raw(`drop trigger ${trigger.name}`).execute(db);
  for (const table of ['module_search', 'search_word_trigrams', 'search_words', 'search_deferral'])
    await sql.raw(`drop table ${table}`).execute(db);
  for (const column of ['search_tags', 'search_context'])
    await sql.raw(`alter table modules drop column ${column}`).execute(db);
  // Migration 0002 itself (shipped, so never edited) makes its index again: on SQLite its up is this index.
  await moduleSearch.up(db);
}
