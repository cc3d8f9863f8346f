import type { Module } from '@modkit/sdk/contract';
import type { Kysely, Selectable } from 'kysely';
import { LRUCache } from 'lru-cache';
import { perDatabase } from '../db/answer-cache';
import type { Database, ModulesTable } from '../db/schema';
import { type CardRow, type ModuleMarks, marksOf, rowsAndMarksOf } from './viewer-marks';

export type ModuleRow = Selectable<ModulesTable>;

/** What only a module's detail adds to the card: its tabs, projects and certificate, a mentor's allowance. */
type DetailOnly = 'tabs' | 'projects' | 'certificate' | 'mentorViewedAndRemainingModule';

/**
 * The module fields of part 1 §3 that lists and cards carry, with the viewer's own marks: the contract's
 * `Module` without what only the detail adds, every field present (a field the contract gains is one the
 * card must fill).
 */
export type ModuleCard = Required<Omit<Module, DetailOnly>>;

export interface ModuleMeta {
  category: { id: number; name: string; parent_id: number | null; parent_name: string | null } | undefined;
  tags: Array<{ id: number; name: string }>;
  careers: Array<{ id: number; name: string }>;
}

const META_TTL_MS = 60_000;
const META_CACHE_SIZE = 5_000;
/** The metadata kept, and how many times it was forgotten (a read begun before is not kept). */
const metaCacheOf = perDatabase((_owner: { db: object }) => ({
  kept: new LRUCache<number, { meta: ModuleMeta; categoryId: number }>({
    max: META_CACHE_SIZE,
    ttl: META_TTL_MS,
  }),
  forgotten: 0,
}));

/** Forgets every module's metadata (the catalogue changed: catalogue/catalogue-changes.ts). */
export function forgetModuleMeta(owner: { db: object }): void {
  const cache = metaCacheOf(owner);
  cache.kept.clear();
  cache.forgotten++;
}

/**
 * A module's category (with its super category), tags and careers. They change only when the
 * catalogue is edited, so they are cached per module for a minute; the viewer's marks never are.
 */
export async function moduleMeta(
  db: Kysely<Database>,
  rows: Array<Pick<ModuleRow, 'id' | 'category_id'>>,
): Promise<Map<number, ModuleMeta>> {
  const cache = metaCacheOf({ db });
  const { kept, forgotten } = cache;
  const out = new Map<number, ModuleMeta>();
  const missing: Array<Pick<ModuleRow, 'id' | 'category_id'>> = [];
  for (const row of rows) {
    const hit = kept.get(row.id);
    if (hit && hit.categoryId === row.category_id) out.set(row.id, hit.meta);
    else missing.push(row);
  }
  if (missing.length === 0) return out;
  const ids = missing.map((r) => r.id);
  const [categories, tags, careers] = await Promise.all([
    db
      .selectFrom('categories as c')
      .leftJoin('categories as p', 'p.id', 'c.parent_id')
      .select(['c.id', 'c.name', 'p.id as parent_id', 'p.name as parent_name'])
      .where('c.id', 'in', [...new Set(missing.map((r) => r.category_id))])
      .execute(),
    db
      .selectFrom('module_tags as mt')
      .innerJoin('tags as t', 't.id', 'mt.tag_id')
      .select(['mt.module_id', 't.id', 't.name'])
      .where('mt.module_id', 'in', ids)
      .orderBy('t.name')
      .execute(),
    db
      .selectFrom('module_careers as mc')
      .innerJoin('careers as c', 'c.id', 'mc.career_id')
      .select(['mc.module_id', 'c.id', 'c.name'])
      .where('mc.module_id', 'in', ids)
      .orderBy('c.name')
      .execute(),
  ]);
  for (const row of missing) {
    const meta: ModuleMeta = {
      category: categories.find((c) => c.id === row.category_id),
      tags: tags.filter((t) => t.module_id === row.id).map(({ id, name }) => ({ id, name })),
      careers: careers.filter((c) => c.module_id === row.id).map(({ id, name }) => ({ id, name })),
    };
    // Read before the catalogue changed (forgotten meanwhile): answered, not kept.
    if (cache.forgotten === forgotten) kept.set(row.id, { meta, categoryId: row.category_id });
    out.set(row.id, meta);
  }
  return out;
}

function toCategories(category: ModuleMeta['category']): ModuleCard['categories'] {
  if (!category) return [];
  return [
    {
      id: category.id,
      name: category.name,
      categories: category.parent_id ? { id: category.parent_id, name: category.parent_name ?? '' } : null,
    },
  ];
}

/** A module row as a card: its metadata and the viewer's marks. */
export function toCard(
  row: CardRow,
  meta: ModuleMeta | undefined,
  marks: ModuleMarks | undefined,
): ModuleCard {
  const { category, tags, careers } = meta ?? { category: undefined, tags: [], careers: [] };
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    media: row.media_path ? { path: row.media_path } : null,
    banner_text: row.banner_text,
    status: row.status,
    publish_at: row.publish_at,
    language: row.language,
    reflection_question: row.reflection_question,
    link: row.link,
    likes: marks?.likes ?? 0,
    views: row.views,
    categories: toCategories(category),
    tags,
    careers,
    ...viewerFields(marks),
  };
}

/** What a card shows of its viewer's own marks: their bookmark, rating and assignment (with its progress). */
export function viewerFields(
  marks: ModuleMarks | undefined,
): Pick<ModuleCard, 'HasBookmarked' | 'hasUserLikedModule' | 'HasAssignToUser' | 'completed_percentage'> {
  const assignment = marks?.assignment ?? null;
  return {
    HasBookmarked: marks?.bookmark ? { id: marks.bookmark } : null,
    hasUserLikedModule: marks?.rating == null ? null : { score: marks.rating },
    HasAssignToUser: assignment,
    completed_percentage: assignment ? assignment.completed_percentage : null,
  };
}

/**
 * Turns module rows into cards with a fixed number of queries whatever the page size: the modules' category,
 * tags and careers (cached a minute), and in one query the like counts and the viewer's bookmark, rating and
 * assignment.
 */
export async function toModuleCards(
  db: Kysely<Database>,
  rows: ModuleRow[],
  viewerId?: number,
): Promise<ModuleCard[]> {
  if (rows.length === 0) return [];
  const [meta, marks] = await Promise.all([
    moduleMeta(db, rows),
    marksOf(
      db,
      rows.map((r) => r.id),
      viewerId,
    ),
  ]);
  return rows.map((row) => toCard(row, meta.get(row.id), marks.get(row.id)));
}

/**
 * Modules by id as rows and cards for a viewer: the rows and the marks in one query (the metadata cached), in
 * the order of `ids`; ids of no module are left out.
 */
export async function moduleCardsOf(
  db: Kysely<Database>,
  ids: number[],
  viewerId?: number,
): Promise<Array<{ row: CardRow; card: ModuleCard }>> {
  const found = await rowsAndMarksOf(db, ids, viewerId);
  const order = new Map(ids.map((id, at) => [id, at]));
  found.sort((x, y) => (order.get(x.row.id) ?? 0) - (order.get(y.row.id) ?? 0));
  const meta = await moduleMeta(
    db,
    found.map((f) => f.row),
  );
  return found.map(({ row, marks }) => ({ row, card: toCard(row, meta.get(row.id), marks) }));
}

/** Parses stored editor JSON into the `[{ html, css }]` items the contract describes. */
export function editorItems(json: string): Array<{ html?: string | null; css?: string | null }> {
  try {
    const parsed: unknown = JSON.parse(json);
    const items = Array.isArray(parsed) ? parsed : [parsed];
    return items.filter((i): i is { html?: string; css?: string } => typeof i === 'object' && i !== null);
  } catch {
    return [];
  }
}
