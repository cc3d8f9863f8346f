import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { parseStorageUrl } from '../storage/storage-url';
import type { DataLocation } from './create-backup';
import { type BackupManifest, DATABASE_ENTRY } from './manifest';
import { placeFiles, placeKeys, placeSqlite } from './place-restore';
import { describePostgres, postgresHasTables, restorePostgres } from './postgres-dump';
import { type ArchiveReading, readArchive, type StagedArchive } from './read-archive';
import { RestoreRefused } from './restore-refused';
import { describeSqlite } from './sqlite-snapshot';
import { assertCountsMatch } from './staged-counts';

export { RestoreRefused } from './restore-refused';

export interface RestoreSummary {
  manifest: BackupManifest;
  /** The schema after the restore (a newer one when the archive's migrated forward). */
  schemaVersion: string;
  /** Rows per table of the restored database, and the manifest's. */
  tables: Array<{ table: string; archived: number | null; restored: number }>;
  files: number;
  /** Lines the command prints as warnings (an unencrypted archive). */
  warnings: string[];
  ms: number;
}

export const UNENCRYPTED_WARNING =
  'the archive was not encrypted: its checksums catch damage, not tampering (make a new, encrypted backup now)';

/**
 * Restores an archive of `npm run backup` (`npm run restore -- <file> [--force] [--unencrypted]`). Everything
 * is checked before anything is written: the archive decrypts and authenticates with the backup key (or is a
 * plain zip of an older modkit, when allowed), the zip reads whole, every entry matches its SHA-256, the
 * manifest names a schema this version knows, the engine matches the configuration, the target is empty
 * (DATA_DIR, the PostgreSQL schema, the bucket's prefix) unless `force`, and the staged database holds the
 * manifest's rows per table. Then the database, the files and the keys go in place (keys owner-only), an
 * older schema migrates forward, and the rows per table after it are answered beside the manifest's.
 */
export async function restoreBackup(
  location: DataLocation,
  archive: string,
  options: ArchiveReading & { force?: boolean },
): Promise<RestoreSummary> {
  const started = Date.now();
  const dataDir = resolve(location.dataDir);
  const staging = await mkdtemp(join(tmpdir(), 'modkit-restore-'));
  try {
    const staged = await readArchive(archive, staging, options);
    const { manifest } = staged;
    const target = await checkTarget(location, dataDir, manifest, !!options.force);
    await assertCountsMatch(manifest, join(staged.entries, DATABASE_ENTRY[manifest.engine]));
    const files = await putInPlace(location, dataDir, staged, target, !!options.force);
    const restored = await migrateAndDescribe(location, dataDir, target.pgSchema);
    const tables = Object.entries(restored.tables).map(([table, rows]) => ({
      table,
      archived: manifest.tables[table] ?? null,
      restored: rows,
    }));
    const warnings = staged.encrypted ? [] : [UNENCRYPTED_WARNING];
    return {
      manifest,
      schemaVersion: restored.schemaVersion,
      tables,
      files,
      warnings,
      ms: Date.now() - started,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

interface Target {
  engine: BackupManifest['engine'];
  /** PostgreSQL: the schema the tables go back into (pg_restore cannot rename one); SQLite: undefined. */
  pgSchema: string | undefined;
}

/** Refuses an archive of the other engine, another schema, or (unless forced) a target that holds data. */
async function checkTarget(
  location: DataLocation,
  dataDir: string,
  manifest: BackupManifest,
  force: boolean,
): Promise<Target> {
  const engine = location.databaseUrl?.startsWith('postgres') ? 'postgres' : 'sqlite';
  if (manifest.engine !== engine)
    throw new RestoreRefused(
      `the archive holds a ${manifest.engine} database, but this server is configured for ${engine} (DATABASE_URL)`,
    );
  const pgSchema = manifest.postgres_schema ?? location.pgSchema ?? 'public';
  if (location.pgSchema && location.pgSchema !== pgSchema)
    throw new RestoreRefused(
      `the archive's tables are in the PostgreSQL schema ${pgSchema}, not ${location.pgSchema}`,
    );
  if (!force) await assertEmpty(location, dataDir, pgSchema);
  return { engine, pgSchema: engine === 'postgres' ? pgSchema : undefined };
}

/** The database, the files and the keys into their places; answers how many files. */
async function putInPlace(
  location: DataLocation,
  dataDir: string,
  staged: StagedArchive,
  target: Target,
  force: boolean,
): Promise<number> {
  await mkdir(dataDir, { recursive: true });
  const database = join(staged.entries, DATABASE_ENTRY[target.engine]);
  if (target.pgSchema) await restorePostgres(location.databaseUrl!, target.pgSchema, database, force);
  else await placeSqlite(database, dataDir);
  const files = await placeFiles(join(staged.entries, 'files'), dataDir, storageLocation(location));
  await placeKeys(join(staged.entries, 'keys'), dataDir);
  return files;
}

async function migrateAndDescribe(location: DataLocation, dataDir: string, pgSchema: string | undefined) {
  const handle = openDatabase({ dataDir, databaseUrl: location.databaseUrl, pgSchema });
  try {
    await migrateToLatest(handle.db, pgSchema);
  } finally {
    await handle.close();
  }
  return pgSchema
    ? describePostgres(location.databaseUrl!, pgSchema)
    : describeSqlite(join(dataDir, 'modkit.sqlite'));
}

/** Refuses a target that holds data: DATA_DIR, the PostgreSQL schema, the bucket's prefix. */
async function assertEmpty(location: DataLocation, dataDir: string, pgSchema: string): Promise<void> {
  const force = 'restore into an empty one, or pass --force to replace what is there';
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0)
    throw new RestoreRefused(`DATA_DIR ${dataDir} is not empty: ${force}`);
  if (
    location.databaseUrl?.startsWith('postgres') &&
    (await postgresHasTables(location.databaseUrl, pgSchema))
  )
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
