import { type Kysely, sql } from 'kysely';
import {
  contextOf,
  inCategoryTree,
  refreshContext,
  refreshSearchColumns,
  refreshTags,
  tagsOf,
} from './search-index-sql';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from './search-text';
import { ensureTrigramExtension, onKysely } from './trigram-extension';

/**
 * PostgreSQL's module search (migration 0026): a GIN index over the stored column `search_vector`, generated
 * as `modkit_search_vector(language, name, search_tags, search_context, description)`: the row's texts folded (`modkit_search_fold`, the same fold as
 * db/search-text.ts) and parsed by the text-search configuration of the module's language (`modkit_english`,
 * `modkit_spanish`, `modkit_arabic`: PostgreSQL's own, without stop words; any other language `simple`), with
 * the weights A (name), B (tags), C (category, parent, careers) and D (description); `search_words` is the
 * vocabulary typos are corrected to, with a pg_trgm GiST index (nearest words by trigram distance). The
 * functions name their schema, so that an index rebuilt by pg_restore (which empties the search path) finds
 * them. Trigger functions keep the search columns and the vocabulary in the transaction of every write; while
 * the setting `modkit.search_deferred` is 'on' (the importer's transaction, which writes them itself) those
 * that rewrite a module's search columns wait.
 */

const STEMMED: Array<[language: string, config: string]> = [
  ['en', 'english'],
  ['es', 'spanish'],
  ['ar', 'arabic'],
];

async function createConfigurations(db: Kysely<unknown>): Promise<void> {
  for (const [, name] of STEMMED) {
    // The language's Snowball stemmer without the stop-word list: every word a learner types counts.
    await sql
      .raw(`create text search dictionary modkit_${name}_stem (template = snowball, language = ${name})`)
      .execute(db);
    await sql.raw(`create text search configuration modkit_${name} (copy = pg_catalog.${name})`).execute(db);
    await sql
      .raw(
        `alter text search configuration modkit_${name} alter mapping replace ${name}_stem with modkit_${name}_stem`,
      )
      .execute(db);
  }
}

async function createFunctions(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = `"${schema.replaceAll('"', '""')}"`;
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  await sql
    .raw(`create function modkit_search_fold(value text) returns text language sql immutable parallel safe
      as $$ select translate(lower(value), ${literal(SEARCH_FOLD_FROM)}, ${literal(SEARCH_FOLD_TO)}) $$`)
    .execute(db);
  const cases = STEMMED.map(([code, name]) => `when '${code}' then '${s}.modkit_${name}'::regconfig`).join(
    ' ',
  );
  await sql
    .raw(`create function modkit_search_config(language text) returns regconfig language sql immutable parallel safe
      as $$ select case language ${cases} else 'pg_catalog.simple'::regconfig end $$`)
    .execute(db);
  const part = (column: string, weight: string) =>
    `setweight(to_tsvector(config, ${s}.modkit_search_fold(coalesce(${column}, ''))), '${weight}')`;
  await sql
    .raw(`create function modkit_search_vector(language text, name text, tags text, context text, description text)
      returns tsvector language sql immutable parallel safe
      as $$ select ${part('name', 'A')} || ${part('tags', 'B')} || ${part('context', 'C')} || ${part('description', 'D')}
        from (select ${s}.modkit_search_config(language) as config) as chosen $$`)
    .execute(db);
  await sql
    .raw(`create function modkit_search_words(value text) returns setof text language sql immutable parallel safe
      as $$ select distinct w from unnest(tsvector_to_array(to_tsvector('pg_catalog.simple', ${s}.modkit_search_fold(value)))) w
        where char_length(w) >= 4 and w !~ '[0-9_./@:''-]' $$`)
    .execute(db);
  await sql`create function modkit_search_deferred() returns boolean language sql stable
    as $$ select coalesce(current_setting('modkit.search_deferred', true), '') = 'on' $$`.execute(db);
}

/** A trigger function: `body` runs unless the search is deferred; row triggers answer NEW. */
async function triggerFunction(db: Kysely<unknown>, name: string, body: string, answer = 'null') {
  await sql
    .raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if not modkit_search_deferred() then ${body} end if;
        return ${answer};
      end $$`)
    .execute(db);
}

const words = (text: string) =>
  `insert into search_words(word) select modkit_search_words(${text}) on conflict do nothing;`;

async function createTriggers(db: Kysely<unknown>): Promise<void> {
  await triggerFunction(
    db,
    'modkit_module_search_columns',
    `if tg_op = 'INSERT' then new.search_tags := ${tagsOf('postgres', 'new.id')}; end if;
     new.search_context := ${contextOf('postgres', 'new.id', 'new.category_id')};`,
    'new',
  );
  await triggerFunction(
    db,
    'modkit_module_links_changed',
    `if tg_table_name = 'module_tags' and tg_op = 'INSERT' then
       ${refreshTags('postgres', 'modules.id in (select module_id from changed_new)')};
     elsif tg_table_name = 'module_tags' then
       ${refreshTags('postgres', 'modules.id in (select module_id from changed_old)')};
     elsif tg_op = 'INSERT' then
       ${refreshContext('postgres', 'modules.id in (select module_id from changed_new)')};
     else
       ${refreshContext('postgres', 'modules.id in (select module_id from changed_old)')};
     end if;`,
  );
  await triggerFunction(
    db,
    'modkit_search_names_changed',
    `if tg_table_name = 'categories' then ${refreshContext('postgres', inCategoryTree('new.id'))};
     elsif tg_table_name = 'tags' then
       ${refreshTags('postgres', 'modules.id in (select module_id from module_tags where tag_id = new.id)')};
     else
       ${refreshContext('postgres', 'modules.id in (select module_id from module_careers where career_id = new.id)')};
     end if;`,
  );
  await sql
    .raw(`create function modkit_search_words_added() returns trigger language plpgsql as $$
      begin
        if tg_level = 'STATEMENT' then
          insert into search_words(word) select distinct modkit_search_words(n.name) from changed_new n on conflict do nothing;
        else ${words('new.name')} end if;
        return null;
      end $$`)
    .execute(db);
  const statements = [
    `create trigger module_search_columns before insert or update of category_id on modules
      for each row execute function modkit_module_search_columns()`,
    `create trigger module_words_added after insert on modules referencing new table as changed_new
      for each statement execute function modkit_search_words_added()`,
    `create trigger module_words_changed after update of name on modules
      for each row when (old.name is distinct from new.name) execute function modkit_search_words_added()`,
  ];
  for (const table of ['module_tags', 'module_careers']) {
    statements.push(
      `create trigger ${table}_search_added after insert on ${table} referencing new table as changed_new
        for each statement execute function modkit_module_links_changed()`,
      `create trigger ${table}_search_removed after delete on ${table} referencing old table as changed_old
        for each statement execute function modkit_module_links_changed()`,
    );
  }
  for (const [table, columns] of [
    ['categories', ['name', 'parent_id']],
    ['tags', ['name']],
    ['careers', ['name']],
  ] as const) {
    const changed = columns.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
    statements.push(
      `create trigger ${table}_search_changed after update of ${columns.join(', ')} on ${table}
        for each row when (${changed}) execute function modkit_search_names_changed()`,
      `create trigger ${table}_words_added after insert or update of name on ${table}
        for each row execute function modkit_search_words_added()`,
    );
  }
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function createPostgresSearchIndex(db: Kysely<unknown>): Promise<void> {
  const trigram = await ensureTrigramExtension(onKysely(db));
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s;
  await sql`drop index modules_fulltext`.execute(db);
  await sql`alter table modules add column search_tags text not null default ''`.execute(db);
  await sql`alter table modules add column search_context text not null default ''`.execute(db);
  await sql.raw(refreshSearchColumns('postgres', 'true')).execute(db);
  await createConfigurations(db);
  await createFunctions(db, schema);
  // Stored, not an expression index: a filter or a lossy bitmap's recheck reads it instead of parsing the row's
  // text again (about 200 µs a row; the planner walked the publish order for a rare word and parsed 90 000).
  await sql`alter table modules add column search_vector tsvector not null
    generated always as (modkit_search_vector(language, name, search_tags, search_context, description)) stored`.execute(
    db,
  );
  await sql`create index modules_search on modules using gin (search_vector)`.execute(db);
  await sql`create table search_words (word text primary key)`.execute(db);
  await sql
    .raw(`create index search_words_trigrams on search_words using gist (word "${trigram}".gist_trgm_ops)`)
    .execute(db);
  await fillPostgresVocabulary(db);
  await createTriggers(db);
}

/**
 * The words of the names there that `search_words` lacks: the migration's fill, and a restore's after carrying
 * the rows (db/derived-data.ts; the other engine's vocabulary may lack a word this engine's parser finds).
 */
export async function fillPostgresVocabulary(db: Kysely<unknown>): Promise<void> {
  await sql`insert into search_words(word)
    select distinct modkit_search_words(named.name) from (select name from modules union select name from tags
      union select name from categories union select name from careers) as named on conflict do nothing`.execute(
    db,
  );
}

/** Back to migration 0002's index of names and descriptions (pg_trgm stays: other schemas may use it). */
export async function dropPostgresSearchIndex(db: Kysely<unknown>): Promise<void> {
  const triggers: Array<[string, string]> = [
    ['module_search_columns', 'modules'],
    ['module_words_added', 'modules'],
    ['module_words_changed', 'modules'],
    ...['module_tags', 'module_careers'].flatMap(
      (t): Array<[string, string]> => [
        [`${t}_search_added`, t],
        [`${t}_search_removed`, t],
      ],
    ),
    ...['categories', 'tags', 'careers'].flatMap(
      (t): Array<[string, string]> => [
        [`${t}_search_changed`, t],
        [`${t}_words_added`, t],
      ],
    ),
  ];
  for (const [name, table] of triggers) await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
  await sql`drop table search_words`.execute(db);
  await sql`drop index modules_search`.execute(db);
  await sql`alter table modules drop column search_vector`.execute(db);
  for (const fn of [
    'modkit_module_search_columns()',
    'modkit_module_links_changed()',
    'modkit_search_names_changed()',
    'modkit_search_words_added()',
    'modkit_search_deferred()',
    'modkit_search_words(text)',
    'modkit_search_vector(text, text, text, text, text)',
    'modkit_search_config(text)',
    'modkit_search_fold(text)',
  ])
    await sql.raw(`drop function ${fn}`).execute(db);
  for (const [, name] of STEMMED) {
    await sql.raw(`drop text search configuration modkit_${name}`).execute(db);
    await sql.raw(`drop text search dictionary modkit_${name}_stem`).execute(db);
  }
  for (const column of ['search_tags', 'search_context'])
    await sql.raw(`alter table modules drop column ${column}`).execute(db);
  await sql`create index modules_fulltext on modules using gin (to_tsvector('simple', name || ' ' || description))`.execute(
    db,
  );
}
