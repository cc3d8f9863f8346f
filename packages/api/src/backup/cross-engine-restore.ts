import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { DialectName } from '../db/dialect';
import { readCopyLine } from './copy-text';
import { type DumpContents, dumpSequenceOwners, readDump } from './dump-rows';
import { type MovePlan, planMove, type SourceShape } from './move-plan';
import { type PartVersion, PostgresStaging } from './postgres-staging';
import { RestoreRefused } from './restore-refused';
import type { SchemaPart } from './schema-parts';
import { identifier, lastSqliteMigration, sqliteSequences, sqliteShape } from './sqlite-shape';
import { SqliteStaging } from './sqlite-staging';
import { sqliteDecoder } from './sqlite-values';

/** Where a restore across engines writes: the engine, and on PostgreSQL the database and schema. */
export interface MoveTarget {
  engine: DialectName;
  url?: string | undefined;
  pgSchema?: string | undefined;
}

/** A database moved across engines, written and checked in its staging place, ready to go into the target's. */
export interface StagedMove {
  plan: MovePlan;
  /** Puts it in place (PostgreSQL: the staging schema takes the target's name; SQLite: the file into DATA_DIR). */
  place(dataDir: string, replace: boolean): Promise<void>;
  discard(): Promise<void>;
}

/** The archive's database as read for a move: its shape, the migrations each part ran, its sequences. */
interface Source {
  shape: SourceShape;
  lastMigration(table: string): string | undefined;
  sequences: Record<string, number>;
}

/**
 * Moves an archive's database into the other engine's (`npm run restore` of an SQLite archive into
 * DATABASE_URL=postgres://…, of a PostgreSQL archive into SQLite): the target's tables are made by each part's
 * migrations up to the one the archive ran, in a staging place; every table both engines have is carried
 * (SQLite → PostgreSQL by COPY from the file; PostgreSQL → SQLite from the dump's COPY lines, read by
 * pg_restore without a server), values converted by the target column's type; what is derived on one engine
 * is rebuilt (db/derived-data.ts); sequences continue after the highest id given; every row is checked (the
 * foreign keys, the rows per table) before the caller puts it in place. A refusal drops the staging place.
 */
export async function stageAcrossEngines(input: {
  database: string;
  from: DialectName;
  dump?: DumpContents;
  target: MoveTarget;
  parts: SchemaPart[];
  folder: string;
}): Promise<StagedMove> {
  const source = input.from === 'sqlite' ? readSqliteSource(input.database) : await readDumpSource(input);
  const versions = partVersions(source, input.parts, input.target.engine);
  if (input.target.engine === 'postgres') return toPostgres(input.database, source, versions, input.target);
  return toSqlite(input.database, source, versions, join(input.folder, 'moved'));
}

function readSqliteSource(file: string): Source {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const { tables, virtual } = sqliteShape(db);
    const shape: SourceShape = { engine: 'sqlite', tables: {}, virtual };
    for (const [table, columns] of Object.entries(tables))
      shape.tables[table] = {
        columns: Object.keys(columns),
        rows: db
          .prepare(`select count(*) from ${identifier(table)}`)
          .pluck()
          .get() as number,
      };
    const migrations = Object.fromEntries(
      Object.keys(tables)
        .filter((t) => t.endsWith('_migration'))
        .map((t) => [t, lastSqliteMigration(db, t)]),
    );
    return { shape, lastMigration: (t) => migrations[t], sequences: sqliteSequences(db) };
  } finally {
    db.close();
  }
}

async function readDumpSource(input: { database: string; dump?: DumpContents }): Promise<Source> {
  const dump = input.dump!;
  const shape: SourceShape = { engine: 'postgres', tables: {}, virtual: {} };
  for (const [table, columns] of Object.entries(dump.columns))
    shape.tables[table] = { columns, rows: dump.rows[table] ?? 0 };
  const owners = await dumpSequenceOwners(input.database);
  const sequences: Record<string, number> = {};
  for (const [sequence, value] of Object.entries(dump.sequences)) {
    const owner = owners[sequence];
    if (owner) sequences[owner.table] = Math.max(sequences[owner.table] ?? 0, value);
  }
  const lastMigration = (table: string) =>
    dump.captured[table]
      ?.map((r) => r.name ?? '')
      .sort()
      .at(-1);
  return { shape, lastMigration, sequences };
}

/**
 * Each part's last migration in the archive; refuses a part newer than this modkit's, and a part's tables
 * this command cannot make (a bookkeeping table of no part it was given).
 */
function partVersions(source: Source, parts: SchemaPart[], engine: DialectName): PartVersion[] {
  const known = new Set(parts.map((p) => p.migrationTable));
  const unknown = Object.keys(source.shape.tables).filter((t) => t.endsWith('_migration') && !known.has(t));
  if (unknown.length)
    throw new RestoreRefused(
      `the archive holds tables of a part of modkit this command cannot make on ${engine} (${unknown.join(', ')}): restore with the root's npm run restore, which knows every part`,
    );
  const versions: PartVersion[] = [];
  for (const part of parts) {
    const version = source.lastMigration(part.migrationTable);
    if (!version) continue;
    if (!part.migrationNames(engine).includes(version))
      throw new RestoreRefused(
        `the archive's database was migrated by a newer modkit (${part.about}: ${version}): upgrade modkit first`,
      );
    versions.push({ part, version });
  }
  return versions;
}

/** Refuses a staged database whose rows per carried table are not the archive's. */
function assertCarried(plan: MovePlan, counts: Record<string, number>): void {
  const differ = plan.carry.find((c) => counts[c.table] !== c.rows);
  if (differ)
    throw new RestoreRefused(
      `the moved ${differ.table} holds ${counts[differ.table]} rows, the archive ${differ.rows}: nothing was restored`,
    );
}

async function toPostgres(file: string, source: Source, versions: PartVersion[], target: MoveTarget) {
  const staging = await PostgresStaging.create(target.url!, versions);
  try {
    const plan = planMove(source.shape, await staging.describe());
    const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    try {
      await staging.load(
        plan,
        (table, write) => {
          const { columns } = plan.carry.find((c) => c.table === table)!;
          const select = db
            .prepare(`select ${columns.map(identifier).join(', ')} from ${identifier(table)}`)
            .raw(true)
            .safeIntegers(true);
          return write(select.iterate() as Iterable<unknown[]>);
        },
        source.sequences,
      );
    } finally {
      db.close();
    }
    assertCarried(plan, await staging.counts(plan.carry.map((c) => c.table)));
    return {
      plan,
      place: (_dataDir: string, replace: boolean) => staging.place(target.pgSchema!, replace),
      discard: () => staging.discard(),
    } satisfies StagedMove;
  } catch (error) {
    await staging.discard();
    throw error;
  }
}

async function toSqlite(file: string, source: Source, versions: PartVersion[], folder: string) {
  const staging = await SqliteStaging.create(folder, versions);
  try {
    const shape = staging.describe();
    const plan = planMove(source.shape, shape);
    await staging.load(
      plan,
      (inserterOf) => {
        let insert: ((fields: Array<string | null>) => void) | null = null;
        return readDump(file, {
          table(table, columns) {
            const into = inserterOf(table);
            const kept = plan.carry.find((c) => c.table === table)?.columns ?? [];
            const at = kept.map((c) => columns.indexOf(c));
            const decoders = kept.map((c) => sqliteDecoder(shape.tables[table]![c]!));
            insert = into && ((fields) => into(at.map((i, k) => decoders[k]!(fields[i] ?? null))));
          },
          row(_table, line) {
            insert?.(readCopyLine(line));
          },
        });
      },
      source.sequences,
    );
    assertCarried(plan, staging.counts(plan.carry.map((c) => c.table)));
    return {
      plan,
      place: (dataDir: string) => staging.place(dataDir),
      discard: () => staging.discard(),
    } satisfies StagedMove;
  } catch (error) {
    await staging.discard();
    throw error;
  }
}
