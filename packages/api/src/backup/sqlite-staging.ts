import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { openDatabase } from '../db/connect';
import { registerSearchFunctions } from '../db/search-text';
import type { MovePlan, TargetShape } from './move-plan';
import { placeSqlite } from './place-restore';
import type { PartVersion } from './postgres-staging';
import { RestoreRefused } from './restore-refused';
import { identifier, sqliteShape } from './sqlite-shape';

/** Inserts one row of a carried table (its values in the plan's column order, as SQLite stores them). */
export type RowInserter = (values: unknown[]) => void;

/**
 * The SQLite side of a restore from PostgreSQL: a new database file in the restore's temporary folder, made by
 * the migrations, where the rows are written and checked; only then does it move into DATA_DIR, so a refusal
 * or a failure leaves DATA_DIR as it was.
 */
export class SqliteStaging {
  private constructor(private readonly folder: string) {}

  get file(): string {
    return join(this.folder, 'modkit.sqlite');
  }

  /** Makes the file and each part's tables in it, up to the migration the archive ran. */
  static async create(folder: string, parts: PartVersion[]): Promise<SqliteStaging> {
    await mkdir(folder, { recursive: true });
    const handle = openDatabase({ dataDir: folder });
    try {
      for (const { part, version } of parts)
        await part.migrate(handle.db as unknown as Kysely<unknown>, 'sqlite', version);
    } finally {
      await handle.close();
    }
    return new SqliteStaging(folder);
  }

  describe(): TargetShape {
    const db = new SqliteDatabase(this.file, { readonly: true, fileMustExist: true });
    try {
      return { engine: 'sqlite', ...sqliteShape(db), generated: [] };
    } finally {
      db.close();
    }
  }

  /**
   * Writes the plan's rows in one transaction, with the foreign keys unchecked and the triggers and the
   * migrations' own indexes gone while they go in (so nothing derived is counted twice, rows go in any order,
   * each index is built once): each table emptied (the migrations' bookkeeping too: the archive's replaces
   * it) and filled by `fill`; then the indexes made again as they were, each AUTOINCREMENT table set after the
   * highest id the archive's engine had given, the derived data rebuilt, the triggers made again, every
   * foreign key checked (a row that breaks one refuses the restore) and the planner's statistics gathered.
   */
  async load(
    plan: MovePlan,
    fill: (inserter: (table: string) => RowInserter | null) => Promise<void>,
    sequences: Record<string, number>,
  ): Promise<void> {
    const db = new SqliteDatabase(this.file, { fileMustExist: true });
    try {
      db.pragma('journal_mode = DELETE');
      db.pragma('synchronous = OFF');
      db.pragma('foreign_keys = OFF');
      const triggers = schemaOf(db, 'trigger');
      const indexes = schemaOf(db, 'index');
      db.exec('begin');
      for (const t of triggers) db.exec(`drop trigger ${identifier(t.name)}`);
      for (const i of indexes) db.exec(`drop index ${identifier(i.name)}`);
      for (const { table } of plan.carry) db.exec(`delete from ${identifier(table)}`);
      await fill((table) => inserter(db, plan, table));
      for (const i of indexes) db.exec(i.sql);
      carrySequences(db, sequences);
      // The rebuilds fill the derived data from the rows before the triggers are back (none fires twice);
      // they call the search's SQL functions, which every connection has (db/connect.ts), this one too.
      registerSearchFunctions(db);
      const kysely = new Kysely<unknown>({ dialect: new SqliteDialect({ database: db }) });
      for (const derived of plan.rebuilt) await derived.rebuild?.sqlite?.(kysely);
      for (const t of triggers) db.exec(t.sql);
      assertForeignKeys(db);
      db.exec('commit');
      db.pragma('optimize=0x10002');
    } catch (error) {
      if (db.inTransaction) db.exec('rollback');
      throw error;
    } finally {
      db.close();
    }
  }

  counts(tables: string[]): Record<string, number> {
    const db = new SqliteDatabase(this.file, { readonly: true, fileMustExist: true });
    try {
      return Object.fromEntries(
        tables.map((t) => [
          t,
          db
            .prepare(`select count(*) from ${identifier(t)}`)
            .pluck()
            .get() as number,
        ]),
      );
    } finally {
      db.close();
    }
  }

  /** The database into DATA_DIR, replacing the one there. */
  place(dataDir: string): Promise<void> {
    return placeSqlite(this.file, dataDir);
  }

  discard(): Promise<void> {
    return rm(this.folder, { recursive: true, force: true });
  }
}

/** The triggers, or the indexes a statement made (not those of a primary key or a unique column), and their SQL. */
function schemaOf(
  db: SqliteDatabase.Database,
  type: 'trigger' | 'index',
): Array<{ name: string; sql: string }> {
  return db
    .prepare('select name, sql from sqlite_master where type = ? and sql is not null order by name')
    .all(type) as Array<{ name: string; sql: string }>;
}

/** The insert of a carried table's rows, or null for a table the plan does not carry. */
function inserter(db: SqliteDatabase.Database, plan: MovePlan, table: string): RowInserter | null {
  const carried = plan.carry.find((c) => c.table === table);
  if (!carried) return null;
  const { columns } = carried;
  const insert = db.prepare(
    `insert into ${identifier(table)} (${columns.map(identifier).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
  );
  return (values) => {
    try {
      insert.run(values);
    } catch (error) {
      throw new RestoreRefused(
        `the archive's rows of ${table} do not fit SQLite: ${(error as Error).message}`,
      );
    }
  };
}

/** An AUTOINCREMENT table continues after the highest id the archive's engine had given, when higher. */
function carrySequences(db: SqliteDatabase.Database, carried: Record<string, number>): void {
  const autoincrement = new Set(
    db
      .prepare("select name from sqlite_master where type = 'table' and sql like '%autoincrement%'")
      .pluck()
      .all() as string[],
  );
  const update = db.prepare('update sqlite_sequence set seq = max(seq, ?) where name = ?');
  const insert = db.prepare('insert into sqlite_sequence (name, seq) values (?, ?)');
  for (const [table, seq] of Object.entries(carried)) {
    if (!autoincrement.has(table) || seq <= 0) continue;
    if (update.run(seq, table).changes === 0) insert.run(table, seq);
  }
}

function assertForeignKeys(db: SqliteDatabase.Database): void {
  const broken = db.prepare('pragma foreign_key_check').all() as Array<{
    table: string;
    rowid: number;
    parent: string;
  }>;
  if (!broken.length) return;
  const first = broken[0]!;
  throw new RestoreRefused(
    `the archive's rows break ${broken.length} foreign keys: the first, row ${first.rowid} of ${first.table}, names a row of ${first.parent} that is not there`,
  );
}
