import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import { preparedQuery } from '../db/prepared-query';
import type { Database, ModulesTable } from '../db/schema';

/** The viewer's assignment of a module, as a card shows it. */
export interface AssignmentMark {
  id: number;
  completed_percentage: number;
  completed_tab: number;
  reflection_question_answer: string | null;
  status: string;
}

/** What a card shows beside the module's own row: its like count and the viewer's bookmark, rating and assignment. */
export interface ModuleMarks {
  likes: number;
  bookmark: number | null;
  rating: number | null;
  assignment: AssignmentMark | null;
}

/** The module columns a card shows (and a module read by id checks): named, never `*` (a prepared statement). */
export const CARD_COLUMNS = [
  'id',
  'name',
  'description',
  'media_path',
  'banner_text',
  'status',
  'publish_at',
  'reflection_question',
  'link',
  'views',
  'category_id',
] as const;

export type CardRow = Pick<Selectable<ModulesTable>, (typeof CARD_COLUMNS)[number]>;

type Tables = Database & { m: ModulesTable; um: Database['user_modules'] };
type Eb = ExpressionBuilder<Tables, 'm' | 'um'>;

/** The marks' columns of each module row `m`, for the viewer (0: nobody's; each mark is unique per user). */
function markColumns(eb: Eb, viewerId: number) {
  return [
    eb
      .selectFrom('module_ratings as r')
      .select(sql<number>`count(*)`.as('n'))
      .whereRef('r.module_id', '=', 'm.id')
      .where('r.score', '>', 0)
      .as('likes'),
    eb
      .selectFrom('module_ratings as r')
      .select('r.score')
      .whereRef('r.module_id', '=', 'm.id')
      .where('r.user_id', '=', viewerId)
      .as('mine'),
    eb
      .selectFrom('bookmarks as b')
      .select('b.id')
      .whereRef('b.module_id', '=', 'm.id')
      .where('b.user_id', '=', viewerId)
      .as('bookmark_id'),
    'um.id as um_id',
    'um.completed_percentage as um_completed_percentage',
    'um.completed_tab as um_completed_tab',
    'um.reflection_question_answer as um_reflection_question_answer',
    'um.status as um_status',
  ] as const;
}

/** The module rows `ids` joined to the viewer's assignment of each. */
function rowsWithMarks(db: Kysely<Database>, ids: readonly number[], viewerId: number) {
  return db
    .selectFrom('modules as m')
    .leftJoin('user_modules as um', (join) =>
      join.onRef('um.module_id', '=', 'm.id').on('um.user_id', '=', viewerId),
    )
    .where('m.id', 'in', ids);
}

interface MarkRow {
  likes: number | string | null;
  mine: number | null;
  bookmark_id: number | null;
  um_id: number | null;
  um_completed_percentage: number | null;
  um_completed_tab: number | null;
  um_reflection_question_answer: string | null;
  um_status: string | null;
}

function toMarks(row: MarkRow): ModuleMarks {
  return {
    likes: Number(row.likes ?? 0),
    bookmark: row.bookmark_id ?? null,
    rating: row.mine ?? null,
    assignment:
      row.um_id === null
        ? null
        : {
            id: row.um_id,
            completed_percentage: row.um_completed_percentage ?? 0,
            completed_tab: row.um_completed_tab ?? 0,
            reflection_question_answer: row.um_reflection_question_answer,
            status: row.um_status ?? '',
          },
  };
}

type Params = { ids: readonly number[]; viewer: number };

const marksQuery = preparedQuery((db: Kysely<Database>, { ids, viewer }: Params) =>
  rowsWithMarks(db, ids, viewer).select((eb) => [
    'm.id as module_id',
    ...markColumns(eb as unknown as Eb, viewer),
  ]),
);

const rowsAndMarksQuery = preparedQuery((db: Kysely<Database>, { ids, viewer }: Params) =>
  rowsWithMarks(db, ids, viewer)
    .select(CARD_COLUMNS.map((column) => `m.${column}` as const))
    .select((eb) => markColumns(eb as unknown as Eb, viewer)),
);

/** The marks of some modules for a viewer (none: nobody's), by module id: one query. */
export async function marksOf(
  db: Kysely<Database>,
  ids: number[],
  viewerId: number | undefined,
): Promise<Map<number, ModuleMarks>> {
  if (!ids.length) return new Map();
  const rows = await marksQuery(db, { ids, viewer: viewerId ?? 0 });
  return new Map(rows.map((row) => [row.module_id, toMarks(row as MarkRow)]));
}

/** Module rows by id (a card's columns) with their marks for a viewer, in one query, in no particular order. */
export async function rowsAndMarksOf(
  db: Kysely<Database>,
  ids: number[],
  viewerId: number | undefined,
): Promise<Array<{ row: CardRow; marks: ModuleMarks }>> {
  if (!ids.length) return [];
  const rows = await rowsAndMarksQuery(db, { ids, viewer: viewerId ?? 0 });
  return rows.map((found) => {
    const row = {} as Record<string, unknown>;
    for (const column of CARD_COLUMNS) row[column] = found[column];
    return { row: row as CardRow, marks: toMarks(found as MarkRow) };
  });
}
