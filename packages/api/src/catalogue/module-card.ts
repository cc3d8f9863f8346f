import { type Kysely, type Selectable, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { perDatabase } from '../db/answer-cache';
import type { Database, ModulesTable } from '../db/schema';

export type ModuleRow = Selectable<ModulesTable>;

/** The module fields of part 1 §3 that lists and cards carry, with the viewer's own marks. */
export interface ModuleCard {
  id: number;
  name: string;
  description: string;
  media: { path: string } | null;
  banner_text: string | null;
  status: string;
  publish_at: string;
  reflection_question: string | null;
  link: string | null;
  likes: number;
  views: number;
  categories: Array<{ id: number; name: string; categories: { id: number; name: string } | null }>;
  tags: Array<{ id: number; name: string }>;
  careers: Array<{ id: number; name: string }>;
  HasBookmarked: { id: number } | null;
  hasUserLikedModule: { score: number } | null;
  HasAssignToUser: {
    id: number;
    completed_percentage: number;
    completed_tab: number;
    reflection_question_answer: string | null;
    status: string;
  } | null;
  completed_percentage: number | null;
}

interface ModuleMeta {
  category: { id: number; name: string; parent_id: number | null; parent_name: string | null } | undefined;
  tags: Array<{ id: number; name: string }>;
  careers: Array<{ id: number; name: string }>;
}

const META_TTL_MS = 60_000;
const META_CACHE_SIZE = 5_000;
const metaCacheOf = perDatabase(
  (_owner: { db: object }) =>
    new LRUCache<number, { meta: ModuleMeta; categoryId: number }>({
      max: META_CACHE_SIZE,
      ttl: META_TTL_MS,
    }),
);

/**
 * A module's category (with its super category), tags and careers. They change only when the
 * catalogue is edited, so they are cached per module for a minute; the viewer's marks never are.
 */
async function moduleMeta(db: Kysely<Database>, rows: ModuleRow[]): Promise<Map<number, ModuleMeta>> {
  const cache = metaCacheOf({ db });
  const out = new Map<number, ModuleMeta>();
  const missing: ModuleRow[] = [];
  for (const row of rows) {
    const hit = cache.get(row.id);
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
    cache.set(row.id, { meta, categoryId: row.category_id });
    out.set(row.id, meta);
  }
  return out;
}

/** The viewer's rows of a table of per-module marks (their bookmarks or assignments) for some modules. */
function viewerRows<T extends 'bookmarks' | 'user_modules'>(
  db: Kysely<Database>,
  table: T,
  viewerId: number | undefined,
  ids: number[],
) {
  if (!viewerId) return Promise.resolve([]);
  // Built on one of the tables: both have the user_id and module_id columns the filter reads.
  return db
    .selectFrom(table as 'bookmarks')
    .selectAll()
    .where('user_id', '=', viewerId)
    .where('module_id', 'in', ids)
    .execute() as Promise<Selectable<Database[T]>[]>;
}

/**
 * Like counts and the viewer's bookmark, rating and assignment of some modules, by module id. The counts and
 * the viewer's own rating come from one pass over the modules' ratings (one record per user and module).
 */
async function marksOf(db: Kysely<Database>, ids: number[], viewerId: number | undefined) {
  const [ratings, bookmarks, assignments] = await Promise.all([
    db
      .selectFrom('module_ratings')
      .select([
        'module_id',
        sql<number>`sum(case when score > 0 then 1 else 0 end)`.as('likes'),
        sql<number | null>`max(case when user_id = ${viewerId ?? 0} then score end)`.as('mine'),
      ])
      .where('module_id', 'in', ids)
      .groupBy('module_id')
      .execute(),
    viewerRows(db, 'bookmarks', viewerId, ids),
    viewerRows(db, 'user_modules', viewerId, ids),
  ]);
  return {
    likesOf: new Map(ratings.map((r) => [r.module_id, Number(r.likes)])),
    bookmarkOf: new Map(bookmarks.map((b) => [b.module_id, b.id])),
    ratingOf: new Map(ratings.filter((r) => r.mine !== null).map((r) => [r.module_id, Number(r.mine)])),
    assignmentOf: new Map(assignments.map((a) => [a.module_id, a])),
  };
}

type Assignment = Selectable<Database['user_modules']>;

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

function toAssignment(assignment: Assignment | undefined): ModuleCard['HasAssignToUser'] {
  if (!assignment) return null;
  return {
    id: assignment.id,
    completed_percentage: assignment.completed_percentage,
    completed_tab: assignment.completed_tab,
    reflection_question_answer: assignment.reflection_question_answer,
    status: assignment.status,
  };
}

/**
 * Turns module rows into cards with a fixed number of queries whatever the page size: categories,
 * tags, careers, like counts and the viewer's bookmark, rating and assignment are loaded per page.
 */
export async function toModuleCards(
  db: Kysely<Database>,
  rows: ModuleRow[],
  viewerId?: number,
): Promise<ModuleCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [meta, marks] = await Promise.all([moduleMeta(db, rows), marksOf(db, ids, viewerId)]);
  return rows.map((row) => {
    const { category, tags, careers } = meta.get(row.id) ?? { category: undefined, tags: [], careers: [] };
    const assignment = marks.assignmentOf.get(row.id);
    const bookmark = marks.bookmarkOf.get(row.id);
    const rating = marks.ratingOf.get(row.id);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      media: row.media_path ? { path: row.media_path } : null,
      banner_text: row.banner_text,
      status: row.status,
      publish_at: row.publish_at,
      reflection_question: row.reflection_question,
      link: row.link,
      likes: marks.likesOf.get(row.id) ?? 0,
      views: row.views,
      categories: toCategories(category),
      tags,
      careers,
      HasBookmarked: bookmark ? { id: bookmark } : null,
      hasUserLikedModule: rating === undefined ? null : { score: rating },
      HasAssignToUser: toAssignment(assignment),
      completed_percentage: assignment ? assignment.completed_percentage : null,
    };
  });
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
