import { type Kysely, type Selectable, sql } from 'kysely';
import { preparedQuery } from '../db/prepared-query';
import type { Database, ModulesTable } from '../db/schema';

/** The viewer's assignment of a module, as a card shows it. */
interface AssignmentMark {
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
const CARD_COLUMNS = [
  'id',
  'name',
  'description',
  'media_path',
  'banner_text',
  'status',
  'publish_at',
  'language',
  'reflection_question',
  'link',
  'views',
  'category_id',
  'language',
] as const;

export type CardRow = Pick<Selectable<ModulesTable>, (typeof CARD_COLUMNS)[number]>;

interface MarkRow {
  /** Which mark the row is: 0 the like count, 1 the viewer's rating, 2 the bookmark, 3 the assignment. */
  kind: number | string;
  module_id: number;
  /** The like count, the score, the bookmark's id or the assignment's id. */
  value: number | string;
  completed_percentage: number | null;
  completed_tab: number | null;
  reflection_question_answer: string | null;
  status: string | null;
}

type Params = { ids: readonly number[]; viewer: number };

/**
 * Columns a mark row has beside its kind, module and value (only an assignment fills them), typed: PostgreSQL
 * would read an untyped null of the first branch as text and refuse the assignment's integers.
 */
const NO_ASSIGNMENT = [
  sql<number | null>`cast(null as integer)`.as('completed_percentage'),
  sql<number | null>`cast(null as integer)`.as('completed_tab'),
  sql<string | null>`cast(null as text)`.as('reflection_question_answer'),
  sql<string | null>`cast(null as text)`.as('status'),
] as const;

/**
 * The marks of modules `ids` for the viewer, one row per mark that exists: four index probes of the listed
 * ids joined by `union all`. It replaced the modules' rows left-joined to the assignment with a correlated
 * subquery per mark, which SQLite ran 4 times slower (70 against 18 µs for a page of 12, a read's largest
 * single cost in the profile).
 */
const marksQuery = preparedQuery((db: Kysely<Database>, { ids, viewer }: Params) =>
  db
    .selectFrom('module_ratings')
    .select([sql<number>`0`.as('kind'), 'module_id', sql<number>`count(*)`.as('value'), ...NO_ASSIGNMENT])
    .where('module_id', 'in', ids)
    .where('score', '>', 0)
    .groupBy('module_id')
    .unionAll(
      db
        .selectFrom('module_ratings')
        .select([sql<number>`1`.as('kind'), 'module_id', 'score as value', ...NO_ASSIGNMENT])
        .where('user_id', '=', viewer)
        .where('module_id', 'in', ids),
    )
    .unionAll(
      db
        .selectFrom('bookmarks')
        .select([sql<number>`2`.as('kind'), 'module_id', 'id as value', ...NO_ASSIGNMENT])
        .where('user_id', '=', viewer)
        .where('module_id', 'in', ids),
    )
    .unionAll(
      db
        .selectFrom('user_modules')
        .select([
          sql<number>`3`.as('kind'),
          'module_id',
          'id as value',
          'completed_percentage',
          'completed_tab',
          'reflection_question_answer',
          'status',
        ])
        .where('user_id', '=', viewer)
        .where('module_id', 'in', ids),
    ),
);

/** The card columns of modules `ids`. */
const rowsQuery = preparedQuery((db: Kysely<Database>, { ids }: { ids: readonly number[] }) =>
  db.selectFrom('modules').select(CARD_COLUMNS).where('id', 'in', ids),
);

const noMarks = (): ModuleMarks => ({ likes: 0, bookmark: null, rating: null, assignment: null });

/** Folds mark rows into each module's marks (a module without any is left out: it has none). */
function toMarks(rows: MarkRow[]): Map<number, ModuleMarks> {
  const marks = new Map<number, ModuleMarks>();
  for (const row of rows) {
    let of = marks.get(row.module_id);
    if (!of) {
      of = noMarks();
      marks.set(row.module_id, of);
    }
    const value = Number(row.value);
    const kind = Number(row.kind);
    if (kind === 0) of.likes = value;
    else if (kind === 1) of.rating = value;
    else if (kind === 2) of.bookmark = value;
    else
      of.assignment = {
        id: value,
        completed_percentage: row.completed_percentage ?? 0,
        completed_tab: row.completed_tab ?? 0,
        reflection_question_answer: row.reflection_question_answer,
        status: row.status ?? '',
      };
  }
  return marks;
}

/** The marks of some modules for a viewer (none: nobody's), by module id (a module without marks: none): one query. */
export async function marksOf(
  db: Kysely<Database>,
  ids: number[],
  viewerId: number | undefined,
): Promise<Map<number, ModuleMarks>> {
  if (!ids.length) return new Map();
  return toMarks((await marksQuery(db, { ids, viewer: viewerId ?? 0 })) as MarkRow[]);
}

/** Module rows by id (a card's columns) with their marks for a viewer, in two queries, in no particular order. */
export async function rowsAndMarksOf(
  db: Kysely<Database>,
  ids: number[],
  viewerId: number | undefined,
): Promise<Array<{ row: CardRow; marks: ModuleMarks }>> {
  if (!ids.length) return [];
  const [rows, marks] = await Promise.all([rowsQuery(db, { ids }), marksOf(db, ids, viewerId)]);
  return rows.map((row) => ({ row: row as CardRow, marks: marks.get(row.id) ?? noMarks() }));
}
