import {
  DERIVED_DATA,
  type DerivedData,
  derivedColumn,
  derivedTable,
  TRANSIENT_TABLES,
} from '../db/derived-data';
import type { DialectName } from '../db/dialect';
import { RestoreRefused } from './restore-refused';

/** An archive's database as a restore across engines reads it: its tables, their columns and rows. */
export interface SourceShape {
  engine: DialectName;
  tables: Record<string, { columns: string[]; rows: number }>;
  /** SQLite's virtual tables (FTS5 …) and the shadow tables each keeps its data in, by virtual table. */
  virtual: Record<string, string[]>;
}

/** The database the rows go into, made by the migrations: its tables and their columns' types. */
export interface TargetShape {
  engine: DialectName;
  /** Each table's columns and their declared types (lower case), the columns the engine computes left out. */
  tables: Record<string, Record<string, string>>;
  virtual: Record<string, string[]>;
  /** The columns the engine computes from the row (PostgreSQL's generated columns), as `table.column`. */
  generated: string[];
}

/** What a move does with each table. */
export interface MovePlan {
  /** Tables whose rows are carried, with the columns carried (the source's order) and the rows expected. */
  carry: Array<{ table: string; columns: string[]; rows: number }>;
  /** Tables of the archive not carried, and why (rebuilt, transient). */
  left: Array<{ table: string; rows: number; why: string }>;
  /** Tables of the target the archive has nothing for (they are rebuilt, or start empty). */
  filled: Array<{ table: string; why: string }>;
  /** The derived data filled again on the target, from the carried rows. */
  rebuilt: DerivedData[];
}

const noPlace = (what: string, engine: DialectName) =>
  `the archive's ${what} has no place in a ${engine} database of this modkit (nor is it known as derived data: src/db/derived-data.ts)`;

/** The virtual table a shadow table belongs to, if it is one. */
const virtualOf = (shape: { virtual: Record<string, string[]> }, table: string) =>
  Object.keys(shape.virtual).find((v) => v === table || shape.virtual[v]!.includes(table));

/** Why an archive's table is not carried, or null when it is. */
function notCarried(source: SourceShape, table: string): string | null {
  const owner = virtualOf(source, table) ?? table;
  const derived = derivedTable(source.engine, owner);
  if (derived) return `not carried: ${derived.about}, rebuilt from the rows`;
  if (virtualOf(source, table)) throw new RestoreRefused(noPlace(`virtual table ${owner}`, source.engine));
  const transient = TRANSIENT_TABLES[table];
  return transient ? `not carried: ${transient}` : null;
}

/** The columns of an archive's table that are carried; refuses one the target has no place for. */
function carriedColumns(source: SourceShape, target: TargetShape, table: string): string[] {
  const into = target.tables[table]!;
  return source.tables[table]!.columns.filter((column) => {
    if (derivedColumn(source.engine, table, column)) return false;
    if (!(column in into)) throw new RestoreRefused(noPlace(`column ${table}.${column}`, target.engine));
    return true;
  });
}

/**
 * Decides, before a row moves, what a restore across engines does with every table: carries the rows of
 * each table both engines have (the columns both have), leaves what is derived on the archive's engine (its
 * search index: rebuilt on the target) or transient, and refuses (one line) a table or column that has no
 * place on the target, and a virtual table of the target it could not rebuild.
 */
export function planMove(source: SourceShape, target: TargetShape): MovePlan {
  const plan: MovePlan = { carry: [], left: [], filled: [], rebuilt: [] };
  for (const table of Object.keys(source.tables).sort()) {
    const rows = source.tables[table]!.rows;
    const why = notCarried(source, table);
    if (why) plan.left.push({ table, rows, why });
    else if (!target.tables[table]) throw new RestoreRefused(noPlace(`table ${table}`, target.engine));
    else plan.carry.push({ table, columns: carriedColumns(source, target, table), rows });
  }
  const carried = new Set(plan.carry.map((c) => c.table));
  for (const table of Object.keys(target.tables).sort()) {
    if (carried.has(table)) continue;
    const owner = virtualOf(target, table) ?? table;
    const derived = derivedTable(target.engine, owner);
    if (!derived && virtualOf(target, table))
      throw new RestoreRefused(
        `this modkit's virtual table ${owner} (${target.engine}) is not known as derived data, so a restore cannot fill it (src/db/derived-data.ts)`,
      );
    plan.filled.push({
      table,
      why: derived ? `rebuilt from the rows: ${derived.about}` : 'not in the archive: empty',
    });
  }
  plan.rebuilt = DERIVED_DATA.filter((d) => d.rebuild?.[target.engine] && presentOn(target, d));
  return plan;
}

/**
 * Whether the target has a structure the entry names on its engine: the target is migrated as far as the
 * archive was, so an entry of a later migration (or of one a later migration undid) has nothing to rebuild.
 */
function presentOn(target: TargetShape, derived: DerivedData): boolean {
  const tables = derived.tables?.[target.engine] ?? [];
  const columns = derived.columns?.[target.engine] ?? [];
  return (
    tables.some((t) => t in target.tables) ||
    columns.some((c) => {
      const [table, column] = c.split('.') as [string, string];
      return column in (target.tables[table] ?? {}) || target.generated.includes(c);
    })
  );
}
