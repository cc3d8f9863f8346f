import { sql } from 'kysely';
import { forgetCollections } from '../catalogue/collections';
import { forgetSearches } from '../catalogue/module-search';
import type { ApiContext } from '../config/context';
import { CAREERS } from './careers';
import {
  CatalogueError,
  CatalogueProblems,
  createCrossCheck,
  validateCatalogueValue,
} from './catalogue-check';
import type { CatalogueFile } from './catalogue-format';
import { type CatalogueSource, memorySource } from './catalogue-sources';
import { type CatalogueWriter, type Trx, type WriterCategory, writeModuleBatch } from './catalogue-writer';
import { coverSvg } from './cover-svg';
import { deferSearchIndex, resumeSearchIndex } from './search-deferral';

export interface ImportSummary {
  categories: number;
  modules: number;
  projects: number;
  collections: number;
}

/** Where an import stands: `done` of `total` (bytes of the files, or modules), modules written so far. */
export interface ImportProgress {
  done: number;
  total: number;
  modules: number;
}

export interface ImportOptions {
  /** Called after each batch of modules (and once at the start with nothing done). */
  onProgress?: (progress: ImportProgress) => void;
  /** Modules per batch of statements (default: a twentieth of a file, 10 to 500). */
  batchSize?: number;
}

/**
 * Imports catalogue files (the documented JSON format), already in memory. See `importCatalogueSources`.
 */
export function importCatalogue(
  ctx: ApiContext,
  files: CatalogueFile[],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  return importCatalogueSources(
    ctx,
    files.map((file, i) => memorySource(file, i)),
    options,
  );
}

/**
 * Imports catalogue files in one transaction, one file at a time (a large catalogue is never whole in
 * memory): categories, sub-categories, modules with their Get-the-Idea tab, tags, careers and projects,
 * then collections. Every record is checked (format, sub-categories, careers, keys used once,
 * collections naming modules of the catalogue); after the first problem nothing more is written, the
 * rest is only checked, and the transaction rolls back with every problem (file, line, field), so a
 * refused catalogue leaves the database as it was. Importing the same keys again updates them in place,
 * so learners' progress on existing modules is kept.
 */
export async function importCatalogueSources(
  ctx: ApiContext,
  sources: CatalogueSource[],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = { categories: 0, modules: 0, projects: 0, collections: 0 };
  const total = sources.reduce((sum, s) => sum + s.weight, 0);
  let done = 0;
  options.onProgress?.({ done, total, modules: 0 });

  await ctx.db.transaction().execute(async (trx) => {
    const writer = await catalogueWriter(ctx, trx);
    const check = createCrossCheck(new Set(writer.careerIds.keys()));
    const problems = new CatalogueProblems();
    await deferSearchIndex(trx, ctx.dialect);
    const changedCategories: number[] = [];
    const collections: CatalogueFile['collections'] = [];

    for (const source of sources) {
      const loaded = source.load();
      let file: CatalogueFile | null = null;
      if ('problem' in loaded) {
        const { field, message, line } = loaded.problem;
        problems.add(source.name, field, message, () => line);
      } else {
        file = validateCatalogueValue(source.name, loaded.value, loaded.locate, problems);
        if (file) check.add(source.name, file, loaded.locate, problems);
      }
      source.release();
      if (!file || problems.count) {
        // Nothing more is written: the rest is only checked, for a complete list of problems.
        done += source.weight;
        options.onProgress?.({ done, total, modules: summary.modules });
        continue;
      }

      const covers = await categoryCovers(ctx, file);
      const categories = await upsertCategories(trx, file, covers, changedCategories);
      summary.categories += categories.size + 1;
      const size = options.batchSize ?? Math.min(500, Math.max(10, Math.ceil(file.modules.length / 20)));
      for (let i = 0; i < file.modules.length; i += size) {
        const batch = file.modules.slice(i, i + size);
        await writeModuleBatch(writer, batch, categories, covers);
        summary.modules += batch.length;
        summary.projects += batch.reduce((n, m) => n + m.projects.length, 0);
        const share = source.weight * (Math.min(file.modules.length, i + size) / file.modules.length);
        options.onProgress?.({ done: done + share, total, modules: summary.modules });
      }
      done += source.weight;
      if (!file.modules.length) options.onProgress?.({ done, total, modules: summary.modules });
      for (const c of file.collections) collections.push(c);
    }

    check.finish(problems);
    if (problems.count) throw new CatalogueError(problems);
    for (const collection of collections) await upsertCollection(ctx, trx, collection);
    summary.collections = collections.length;
    await resumeSearchIndex(trx, ctx.dialect, changedCategories);
  });
  forgetSearches(ctx);
  forgetCollections(ctx);
  // PostgreSQL: every server has forgotten its searches when the import answers (catalogue-changes.ts).
  await ctx.changes?.settle();
  // SQLite's planner statistics: the first connection after a large import would otherwise gather them
  // when it opens (`PRAGMA optimize` in connect.ts: 3 s at 1 M modules, on the server's first start).
  if (ctx.dialect === 'sqlite') await sql`pragma optimize=0x10002`.execute(ctx.db);
  return summary;
}

/** What the batches of this import share: the ids before it, the careers, the tags found so far. */
async function catalogueWriter(ctx: ApiContext, trx: CatalogueWriter['trx']): Promise<CatalogueWriter> {
  const lastModuleIdBefore = Number(
    (
      await trx
        .selectFrom('modules')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );
  const careerIds = await ensureCareers(trx);
  return {
    trx,
    dialect: ctx.dialect,
    now: ctx.now(),
    lastModuleIdBefore,
    careerIds,
    careerNames: new Map(CAREERS.map((c) => [c.key, c.name])),
    tagIds: new Map(),
  };
}

async function cover(ctx: ApiContext, key: string, label: string, color: string) {
  return ctx.storage.put('covers', `${key}.svg`, new TextEncoder().encode(coverSvg({ key, label, color })));
}

/**
 * The covers of a file's category and sub-categories, by key (files are not transactional: an orphan
 * cover of a refused import is harmless). A module shows its sub-category's cover: one file per category
 * and collection, never one per module.
 */
async function categoryCovers(ctx: ApiContext, file: CatalogueFile): Promise<Map<string, string>> {
  const covers = new Map<string, string>();
  const c = file.category;
  covers.set(c.key, await cover(ctx, c.key, c.name, c.color));
  for (const s of c.subcategories) covers.set(s.key, await cover(ctx, s.key, s.name, s.color));
  return covers;
}

/** A category by key, inserted or updated; whether an existing one changed its name or parent. */
async function upsertCategory(
  trx: Trx,
  values: { key: string; name: string; parent_id: number | null; media_path: string },
): Promise<{ id: number; changed: boolean }> {
  const existing = await trx
    .selectFrom('categories')
    .select(['id', 'name', 'parent_id'])
    .where('key', '=', values.key)
    .executeTakeFirst();
  if (existing) {
    await trx.updateTable('categories').set(values).where('id', '=', existing.id).execute();
    const changed = existing.name !== values.name || existing.parent_id !== values.parent_id;
    return { id: existing.id, changed };
  }
  const row = await trx
    .insertInto('categories')
    .values({ ...values, status: 'PUBLISH' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, changed: false };
}

/**
 * The file's category and its sub-categories; each sub-category by key, with its id and its search names (its
 * own and its category's). The ids of categories that changed name or parent are added to `changed`.
 */
async function upsertCategories(
  trx: Trx,
  file: CatalogueFile,
  covers: ReadonlyMap<string, string>,
  changed: number[],
): Promise<Map<string, WriterCategory>> {
  const parent = await upsertCategory(trx, {
    key: file.category.key,
    name: file.category.name,
    parent_id: null,
    media_path: covers.get(file.category.key) ?? '',
  });
  if (parent.changed) changed.push(parent.id);
  const categories = new Map<string, WriterCategory>();
  for (const sub of file.category.subcategories) {
    const { id, changed: moved } = await upsertCategory(trx, {
      key: sub.key,
      name: sub.name,
      parent_id: parent.id,
      media_path: covers.get(sub.key) ?? '',
    });
    if (moved) changed.push(id);
    categories.set(sub.key, { id, names: `${sub.name} ${file.category.name}` });
  }
  return categories;
}

async function ensureCareers(trx: Trx): Promise<Map<string, number>> {
  const known = new Set((await trx.selectFrom('careers').select('key').execute()).map((c) => c.key));
  const missing = CAREERS.filter((c) => !known.has(c.key));
  if (missing.length)
    await trx
      .insertInto('careers')
      .values(missing.map((c) => ({ ...c, status: 'ACTIVE' })))
      .execute();
  const rows = await trx.selectFrom('careers').select(['id', 'key']).execute();
  return new Map(rows.map((r) => [r.key, r.id]));
}

async function upsertCollection(ctx: ApiContext, trx: Trx, k: CatalogueFile['collections'][number]) {
  const values = {
    key: k.key,
    name: k.name,
    description: k.description,
    media_path: await cover(ctx, k.key, k.name, k.color),
    status: 'ACTIVE',
  };
  const found = await trx.selectFrom('collections').select('id').where('key', '=', k.key).executeTakeFirst();
  let collectionId: number;
  if (found) {
    await trx.updateTable('collections').set(values).where('id', '=', found.id).execute();
    collectionId = found.id;
  } else {
    collectionId = (
      await trx.insertInto('collections').values(values).returning('id').executeTakeFirstOrThrow()
    ).id;
  }
  await trx.deleteFrom('collection_modules').where('collection_id', '=', collectionId).execute();
  const modules = await trx
    .selectFrom('modules')
    .select(['id', 'key'])
    .where('key', 'in', k.modules)
    .execute();
  const ids = new Map(modules.map((m) => [m.key, m.id]));
  await trx
    .insertInto('collection_modules')
    .values(
      k.modules.map((key, position) => ({ collection_id: collectionId, module_id: ids.get(key)!, position })),
    )
    .execute();
}
