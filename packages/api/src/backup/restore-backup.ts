import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/connect';
import type { DialectName } from '../db/dialect';
import { lockDataDirForRestore, lockSchemaForRestore, type RestoreLock } from '../db/server-presence';
import { parseStorageUrl } from '../storage/storage-url';
import type { DataLocation } from './create-backup';
import { type StagedMove, stageAcrossEngines } from './cross-engine-restore';
import { describeDump } from './dump-rows';
import { type BackupManifest, DATABASE_ENTRY } from './manifest';
import type { MovePlan } from './move-plan';
import { placeFiles, placeKeys, placeSqlite } from './place-restore';
import { describePostgres, postgresHasTables, restorePostgres } from './postgres-dump';
import { type ArchiveReading, readArchive, type StagedArchive } from './read-archive';
import { RestoreRefused } from './restore-refused';
import { API_SCHEMA_PART, type SchemaPart } from './schema-parts';
import { describeSqlite } from './sqlite-snapshot';
import { assertCountsMatch } from './staged-counts';

export { RestoreRefused } from './restore-refused';

export interface RestoreOptions extends ArchiveReading {
  /** Replace what the target holds (else a target holding data is refused). */
  force?: boolean;
  /** The parts composed with the api whose tables an archive may hold (the LTI tool's); the api's is always known. */
  parts?: SchemaPart[];
}

/** A table of the restored database beside the archive's: its rows in both, and what a move did with it. */
interface RestoredTable {
  table: string;
  archived: number | null;
  restored: number | null;
  /** Across engines: why a table was not carried, or how a table the archive had nothing for was filled. */
  note?: string;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  /** The engine restored into (the archive's, or the other one's: a move). */
  engine: DialectName;
  /** The schema after the restore (a newer one when the archive's migrated forward). */
  schemaVersion: string;
  tables: RestoredTable[];
  files: number;
  /** Lines the command prints as warnings (an unencrypted archive). */
  warnings: string[];
  ms: number;
}

export const UNENCRYPTED_WARNING =
  'the archive was not encrypted: its checksums catch damage, not tampering (make a new, encrypted backup now)';

/**
 * Restores an archive of `npm run backup` (`npm run restore -- <file> [--force] [--unencrypted]`) into
 * whatever the configuration names, either engine. Everything is checked before anything is written: the
 * archive decrypts and authenticates with the backup key (or is a plain zip of an older modkit, when allowed),
 * the zip reads whole, every entry matches its SHA-256, the manifest names a schema this version knows, the
 * target is empty (DATA_DIR, the PostgreSQL schema, the bucket's prefix) unless `force`, no server uses it
 * (db/server-presence.ts), and the staged database holds the manifest's rows per table. An archive of the
 * other engine is moved into a staging place and checked there (cross-engine-restore.ts). Then the database,
 * the files and the keys go in place (keys owner-only), an older schema migrates forward, and the rows per
 * table after it are answered beside the manifest's.
 */
export async function restoreBackup(
  location: DataLocation,
  archive: string,
  options: RestoreOptions,
): Promise<RestoreSummary> {
  const started = Date.now();
  const dataDir = resolve(location.dataDir);
  const staging = await mkdtemp(join(tmpdir(), 'modkit-restore-'));
  const parts = [API_SCHEMA_PART, ...(options.parts ?? [])];
  try {
    const staged = await readArchive(archive, staging, options);
    const { manifest } = staged;
    const target = await checkTarget(location, dataDir, manifest, !!options.force);
    const lock = await lockTarget(location, dataDir, target);
    try {
      const database = join(staged.entries, DATABASE_ENTRY[manifest.engine]);
      const dump =
        manifest.engine === 'postgres'
          ? await describeDump(
              database,
              parts.map((p) => p.migrationTable),
            )
          : undefined;
      assertCountsMatch(manifest, dump ? dump.rows : describeSqlite(database).tables);
      const move =
        manifest.engine === target.engine
          ? null
          : await stageAcrossEngines({
              database,
              from: manifest.engine,
              ...(dump ? { dump } : {}),
              target: { engine: target.engine, url: location.databaseUrl, pgSchema: target.pgSchema },
              parts,
              folder: staging,
            });
      const files = await putInPlace(location, dataDir, staged, target, !!options.force, move);
      const restored = await migrateAndDescribe(location, dataDir, target.pgSchema, parts);
      return {
        manifest,
        engine: target.engine,
        schemaVersion: restored.schemaVersion,
        tables: tablesBeside(manifest, restored.tables, move?.plan),
        files,
        warnings: staged.encrypted ? [] : [UNENCRYPTED_WARNING],
        ms: Date.now() - started,
      };
    } finally {
      await lock.release();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

interface Target {
  engine: DialectName;
  /** PostgreSQL: the schema the tables go into; SQLite: undefined. */
  pgSchema: string | undefined;
}

/** The restored tables beside the archive's (a table of either, once), with what a move did with each. */
function tablesBeside(
  manifest: BackupManifest,
  restored: Record<string, number>,
  plan: MovePlan | undefined,
): RestoredTable[] {
  const notes = new Map([...(plan?.left ?? []), ...(plan?.filled ?? [])].map((t) => [t.table, t.why]));
  return [...new Set([...Object.keys(manifest.tables), ...Object.keys(restored)])].sort().map((table) => ({
    table,
    archived: manifest.tables[table] ?? null,
    restored: restored[table] ?? null,
    ...(notes.has(table) ? { note: notes.get(table)! } : {}),
  }));
}

/**
 * The engine and PostgreSQL schema restored into; refuses (unless forced) a target that holds data. An
 * archive of the same PostgreSQL engine goes back into its own schema (pg_restore cannot rename one); a move
 * from SQLite goes into the schema named (`--schema`) or the connection's own, which the role must be able to
 * replace (it writes a new schema, then gives it that name).
 */
async function checkTarget(
  location: DataLocation,
  dataDir: string,
  manifest: BackupManifest,
  force: boolean,
): Promise<Target> {
  const engine: DialectName = location.databaseUrl?.startsWith('postgres') ? 'postgres' : 'sqlite';
  let pgSchema: string | undefined;
  if (engine === 'postgres' && manifest.engine === 'postgres') {
    pgSchema = manifest.postgres_schema ?? location.pgSchema ?? 'public';
    if (location.pgSchema && location.pgSchema !== pgSchema)
      throw new RestoreRefused(
        `the archive's tables are in the PostgreSQL schema ${pgSchema}, not ${location.pgSchema}`,
      );
  } else if (engine === 'postgres') pgSchema = await movableSchema(location.databaseUrl!, location.pgSchema);
  if (!force) await assertEmpty(location, dataDir, pgSchema);
  return { engine, pgSchema };
}

/** The schema a move from SQLite goes into, once the role may make schemas and replace that one. */
async function movableSchema(url: string, named: string | undefined): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string; create: boolean; owns: boolean | null }>(
      `select coalesce($1, current_schema()) as schema,
              has_database_privilege(current_database(), 'CREATE') as create,
              (select pg_has_role(current_user, nspowner, 'USAGE') from pg_namespace
               where nspname = coalesce($1, current_schema())) as owns`,
      [named ?? null],
    );
    const { schema, create, owns } = rows[0]!;
    if (!create)
      throw new RestoreRefused(
        `the role of DATABASE_URL may not make schemas in its database (a restore from SQLite writes a new schema, then names it ${schema}): grant it CREATE on the database`,
      );
    if (owns === false)
      throw new RestoreRefused(
        `the PostgreSQL schema ${schema} belongs to another role, so this restore cannot replace it: restore as its owner, or name another schema (--schema)`,
      );
    return schema;
  } finally {
    await client.end();
  }
}

/** The target's presence lock: no server uses it, and none starts on it while the restore runs. */
async function lockTarget(location: DataLocation, dataDir: string, target: Target): Promise<RestoreLock> {
  const answer = target.pgSchema
    ? await lockSchemaForRestore(location.databaseUrl!, target.pgSchema)
    : lockDataDirForRestore(dataDir);
  if ('refused' in answer) throw new RestoreRefused(answer.refused);
  return answer.lock;
}

/** The database, the files and the keys into their places; answers how many files. */
async function putInPlace(
  location: DataLocation,
  dataDir: string,
  staged: StagedArchive,
  target: Target,
  force: boolean,
  move: StagedMove | null,
): Promise<number> {
  await mkdir(dataDir, { recursive: true });
  const database = join(staged.entries, DATABASE_ENTRY[staged.manifest.engine]);
  if (move) {
    try {
      await move.place(dataDir, force);
    } catch (error) {
      await move.discard();
      throw error;
    }
  } else if (target.pgSchema) await restorePostgres(location.databaseUrl!, target.pgSchema, database, force);
  else await placeSqlite(database, dataDir);
  const files = await placeFiles(join(staged.entries, 'files'), dataDir, storageLocation(location));
  await placeKeys(join(staged.entries, 'keys'), dataDir);
  return files;
}

/** Every part migrated forward (the api's, and each other part whose tables are there), then described. */
async function migrateAndDescribe(
  location: DataLocation,
  dataDir: string,
  pgSchema: string | undefined,
  parts: SchemaPart[],
) {
  const handle = openDatabase({ dataDir, databaseUrl: location.databaseUrl, pgSchema });
  try {
    const db = handle.db as unknown as Kysely<unknown>;
    for (const part of parts)
      if (part === API_SCHEMA_PART || (await hasTable(db, handle.dialect, part.migrationTable)))
        await part.migrate(db, handle.dialect, 'latest', pgSchema);
  } finally {
    await handle.close();
  }
  return pgSchema
    ? describePostgres(location.databaseUrl!, pgSchema)
    : describeSqlite(join(dataDir, 'modkit.sqlite'));
}

/** Whether the database (PostgreSQL: the connection's schema) has a table of that name. */
async function hasTable(db: Kysely<unknown>, dialect: DialectName, table: string): Promise<boolean> {
  const query =
    dialect === 'postgres'
      ? sql`select 1 from information_schema.tables where table_schema = current_schema() and table_name = ${table}`
      : sql`select 1 from sqlite_master where type = 'table' and name = ${table}`;
  return (await query.execute(db)).rows.length > 0;
}

/** Refuses a target that holds data: DATA_DIR, the PostgreSQL schema, the bucket's prefix. */
async function assertEmpty(location: DataLocation, dataDir: string, pgSchema: string | undefined) {
  const force = 'restore into an empty one, or pass --force to replace what is there';
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0)
    throw new RestoreRefused(`DATA_DIR ${dataDir} is not empty: ${force}`);
  if (pgSchema && (await postgresHasTables(location.databaseUrl!, pgSchema)))
    throw new RestoreRefused(`the PostgreSQL schema ${pgSchema} already holds tables: ${force}`);
  const bucket = storageLocation(location);
  if (bucket) {
    const { bucketHasObjects } = await import('./bucket-copy');
    if (await bucketHasObjects(bucket))
      throw new RestoreRefused(`the bucket of STORAGE_URL already holds files: ${force}`);
  }
}

function storageLocation(location: DataLocation) {
  if (!location.storageUrl) return null;
  const parsed = parseStorageUrl(location.storageUrl);
  if ('problem' in parsed) throw new RestoreRefused(`STORAGE_URL: ${parsed.problem}`);
  return parsed.location;
}
