import { type Insertable, sql, type Transaction } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database, ModuleTabsTable, ProjectsTable } from '../db/schema';
import { searchDocument } from '../db/search-text';
import type { CatalogueModule } from './catalogue-format';

const DAY_MS = 86_400_000;

export type Trx = Transaction<Database>;

/** The module tab's editor contents: two JSON items, the editor HTML and its CSS (part 1 §3). */
function tabContents(html: string, css: string): string {
  return JSON.stringify([
    { type: 'html', html },
    { type: 'css', css },
  ]);
}

/** What the batches of one import share. */
export interface CatalogueWriter {
  trx: Trx;
  dialect: DialectName;
  now: number;
  /** Modules with a higher id were inserted by this import (ids only grow). */
  lastModuleIdBefore: number;
  careerIds: ReadonlyMap<string, number>;
  /** Career key → name (a module's search context names its careers). */
  careerNames: ReadonlyMap<string, string>;
  /** Tag name → id, filled as tags are met. */
  tagIds: Map<string, number>;
}

/** A sub-category's id, and its name and its category's (a module's search context starts with them). */
export interface WriterCategory {
  id: number;
  names: string;
}

/** Bound parameters per statement: SQLite allows 32 766, PostgreSQL 65 535. */
function rowsPerStatement(w: CatalogueWriter, columns: number): number {
  return Math.floor((w.dialect === 'postgres' ? 60_000 : 30_000) / columns);
}

function* chunks<T>(rows: T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/**
 * Writes one batch of (validated) modules of a sub-category set: multi-row upserts by key for the modules
 * and their projects, multi-row inserts for tabs, tags and careers. A module imported before keeps its id
 * (learners' progress stays) and gets its tabs, tags and careers replaced.
 */
export async function writeModuleBatch(
  w: CatalogueWriter,
  modules: CatalogueModule[],
  categories: ReadonlyMap<string, WriterCategory>,
  covers: ReadonlyMap<string, string>,
): Promise<void> {
  const rows = moduleRows(w, modules, categories, covers);
  const ids = await upsertModules(w, rows);
  const idOf = (key: string) => ids.get(key)!;
  if (w.dialect === 'sqlite') await writeSearchRows(w, rows, idOf);
  await deleteReplacedParts(w, [...ids.values()]);
  await insertTabs(w, modules, idOf);
  await resolveTags(w, modules);
  await writeTagsCareersAndProjects(w, modules, idOf);
}

/** The modules' rows, published `publish_days_ago` before the import. */
function moduleRows(
  w: CatalogueWriter,
  modules: CatalogueModule[],
  categories: ReadonlyMap<string, WriterCategory>,
  covers: ReadonlyMap<string, string>,
) {
  return modules.map((m) => {
    const publishAt = new Date(w.now - m.publish_days_ago * DAY_MS).toISOString();
    return {
      key: m.key,
      name: m.name,
      description: m.description_html,
      media_path: covers.get(m.subcategory) ?? null,
      banner_text: m.banner_text ?? null,
      status: 'PUBLISH',
      publish_at: publishAt,
      reflection_question: m.reflection_question,
      link: null,
      category_id: categories.get(m.subcategory)!.id,
      views: 0,
      created_at: publishAt,
      language: m.language,
      ...searchColumns(w, m, categories),
    };
  });
}

/** Upserts the modules by key, a module imported before keeping its id; answers each key's id. */
async function upsertModules(
  w: CatalogueWriter,
  rows: ReturnType<typeof moduleRows>,
): Promise<Map<string, number>> {
  const { trx } = w;
  const ids = new Map<string, number>();
  for (const chunk of chunks(rows, rowsPerStatement(w, 15))) {
    const written = await trx
      .insertInto('modules')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          description: eb.ref('excluded.description'),
          media_path: eb.ref('excluded.media_path'),
          banner_text: eb.ref('excluded.banner_text'),
          status: eb.ref('excluded.status'),
          publish_at: eb.ref('excluded.publish_at'),
          reflection_question: eb.ref('excluded.reflection_question'),
          link: eb.ref('excluded.link'),
          category_id: eb.ref('excluded.category_id'),
          language: eb.ref('excluded.language'),
          search_tags: eb.ref('excluded.search_tags'),
          search_context: eb.ref('excluded.search_context'),
        })),
      )
      .returning(['id', 'key'])
      .execute();
    for (const { id, key } of written) ids.set(key, id);
  }
  return ids;
}

/** Deletes the tabs, tags and careers of the modules imported before (the batch writes them anew). */
async function deleteReplacedParts(w: CatalogueWriter, ids: number[]): Promise<void> {
  const { trx } = w;
  const updated = ids.filter((id) => id <= w.lastModuleIdBefore);
  for (const chunk of chunks(updated, 10_000)) {
    await trx.deleteFrom('module_tabs').where('module_id', 'in', chunk).execute();
    await trx.deleteFrom('module_tags').where('module_id', 'in', chunk).execute();
    await trx.deleteFrom('module_careers').where('module_id', 'in', chunk).execute();
  }
}

/** The three tabs of each module. */
async function insertTabs(w: CatalogueWriter, modules: CatalogueModule[], idOf: (key: string) => number) {
  const { trx } = w;
  const tabs: Array<Insertable<ModuleTabsTable>> = [];
  for (const m of modules) {
    const module_id = idOf(m.key);
    tabs.push(
      {
        module_id,
        position: 0,
        name: 'Get the idea',
        contents: tabContents(m.get_the_idea_html, m.get_the_idea_css),
      },
      { module_id, position: 1, name: 'Mini Projects', contents: '[]' },
      { module_id, position: 2, name: 'Skill Building projects', contents: '[]' },
    );
  }
  for (const chunk of chunks(tabs, rowsPerStatement(w, 4)))
    await trx.insertInto('module_tabs').values(chunk).execute();
}

/** The modules' tags and careers, and their projects upserted by key. */
async function writeTagsCareersAndProjects(
  w: CatalogueWriter,
  modules: CatalogueModule[],
  idOf: (key: string) => number,
): Promise<void> {
  const { trx } = w;
  const moduleTags: Array<{ module_id: number; tag_id: number }> = [];
  const moduleCareers: Array<{ module_id: number; career_id: number }> = [];
  const projects: Array<Insertable<ProjectsTable>> = [];
  for (const m of modules) {
    const module_id = idOf(m.key);
    for (const tag_id of new Set(m.tags.map((t) => w.tagIds.get(normalizeTag(t))!)))
      moduleTags.push({ module_id, tag_id });
    for (const key of new Set(m.careers)) moduleCareers.push({ module_id, career_id: w.careerIds.get(key)! });
    for (const p of m.projects) {
      projects.push({
        key: p.key,
        module_id,
        name: p.name,
        type: p.type,
        content: JSON.stringify({ html: p.html, css: '' }),
      });
    }
  }
  for (const chunk of chunks(moduleTags, rowsPerStatement(w, 2)))
    await trx.insertInto('module_tags').values(chunk).execute();
  for (const chunk of chunks(moduleCareers, rowsPerStatement(w, 2)))
    await trx.insertInto('module_careers').values(chunk).execute();
  for (const chunk of chunks(projects, rowsPerStatement(w, 5))) {
    await trx
      .insertInto('projects')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          module_id: eb.ref('excluded.module_id'),
          name: eb.ref('excluded.name'),
          type: eb.ref('excluded.type'),
          content: eb.ref('excluded.content'),
        })),
      )
      .execute();
  }
}

/** Tags are stored trimmed and lower-case, once. */
function normalizeTag(name: string): string {
  return name.trim().toLowerCase();
}

/** Finds (or creates) the id of every tag of the batch that is not known yet. */
async function resolveTags(w: CatalogueWriter, modules: CatalogueModule[]): Promise<void> {
  const missing = new Set<string>();
  for (const m of modules) {
    for (const tag of m.tags) {
      const name = normalizeTag(tag);
      if (!w.tagIds.has(name)) missing.add(name);
    }
  }
  if (!missing.size) return;
  for (const chunk of chunks([...missing], 10_000)) {
    const found = await w.trx.selectFrom('tags').select(['id', 'name']).where('name', 'in', chunk).execute();
    for (const t of found) w.tagIds.set(t.name, t.id);
  }
  const created = [...missing].filter((name) => !w.tagIds.has(name));
  for (const chunk of chunks(created, rowsPerStatement(w, 1))) {
    const rows = await w.trx
      .insertInto('tags')
      .values(chunk.map((name) => ({ name })))
      .returning(['id', 'name'])
      .execute();
    for (const t of rows) w.tagIds.set(t.name, t.id);
  }
}

/**
 * A module's search columns as the triggers would write them (migration 0026): written with the module, once,
 * while the import defers the triggers (search-deferral.ts).
 */
function searchColumns(
  w: CatalogueWriter,
  m: CatalogueModule,
  categories: ReadonlyMap<string, WriterCategory>,
): { search_tags: string; search_context: string } {
  const tags = [...new Set(m.tags.map(normalizeTag))];
  const careers = [...new Set(m.careers)].map((key) => w.careerNames.get(key) ?? '');
  return {
    search_tags: tags.join(' '),
    search_context: [categories.get(m.subcategory)!.names, ...careers].join(' '),
  };
}

type SearchRow = { key: string; language: string; name: string; description: string } & ReturnType<
  typeof searchColumns
>;

/** SQLite: the modules' rows of the search index (FTS5 `module_search`), stemmed in their language. */
async function writeSearchRows(w: CatalogueWriter, rows: SearchRow[], idOf: (key: string) => number) {
  const values = rows.map((r) => {
    const document = (text: string) => searchDocument(r.language, text);
    return sql`(${idOf(r.key)}, ${document(r.name)}, ${document(r.search_tags)}, ${document(r.search_context)}, ${document(r.description)})`;
  });
  for (const chunk of chunks(values, rowsPerStatement(w, 5)))
    await sql`insert or replace into module_search(rowid, name, tags, context, description)
      values ${sql.join(chunk)}`.execute(w.trx);
}
