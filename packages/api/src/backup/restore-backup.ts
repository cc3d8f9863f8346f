import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../db/connect';
import { MIGRATION_NAMES, migrateToLatest } from '../db/migrate';
import { storageRootFor } from '../storage/storage';
import { parseStorageUrl } from '../storage/storage-url';
import type { DataLocation } from './create-backup';
import { type BackupManifest, DATABASE_ENTRY, digestOf, MANIFEST_NAME, parseManifest } from './manifest';
import { describePostgres, postgresHasTables, restorePostgres } from './postgres-dump';
import { describeSqlite } from './sqlite-snapshot';
import { filesUnder, unzipInto } from './zip-folder';

/** A restore that was refused before anything changed: one line says why. */
export class RestoreRefused extends Error {}

export interface RestoreSummary {
  manifest: BackupManifest;
  /** The schema after the restore (a newer one when the archive's migrated forward). */
  schemaVersion: string;
  /** Rows per table of the restored database, and the manifest's. */
  tables: Array<{ table: string; archived: number | null; restored: number }>;
  files: number;
  ms: number;
}

/**
 * Restores an archive of `npm run backup` (`npm run restore -- <file> [--force]`). Everything is checked
 * before anything is written: the zip reads whole, every entry matches its SHA-256, the manifest names a
 * schema this version knows, the engine matches the configuration, and the target is empty (DATA_DIR, the
 * PostgreSQL schema, the bucket's prefix) unless `force`. Then the database, the files and the keys go in
 * place, an older schema migrates forward, and the rows per table are compared with the manifest's.
 */
export async function restoreBackup(
  location: DataLocation,
  archive: string,
  options: { force?: boolean } = {},
): Promise<RestoreSummary> {
  const started = Date.now();
  const dataDir = resolve(location.dataDir);
  const staging = await mkdtemp(join(tmpdir(), 'modkit-restore-'));
  try {
    const manifest = await readArchive(archive, staging);
    const engine = location.databaseUrl?.startsWith('postgres') ? 'postgres' : 'sqlite';
    if (manifest.engine !== engine)
      throw new RestoreRefused(
        `the archive holds a ${manifest.engine} database, but this server is configured for ${engine} (DATABASE_URL)`,
      );
    // pg_restore cannot rename a schema: the tables go back into the one they were dumped from.
    const pgSchema = manifest.postgres_schema ?? location.pgSchema ?? 'public';
    if (location.pgSchema && location.pgSchema !== pgSchema)
      throw new RestoreRefused(
        `the archive's tables are in the PostgreSQL schema ${pgSchema}, not ${location.pgSchema}`,
      );
    if (!options.force) await assertEmpty(location, dataDir, pgSchema);

    await mkdir(dataDir, { recursive: true });
    const database = join(staging, DATABASE_ENTRY[engine]);
    if (engine === 'postgres')
      await restorePostgres(location.databaseUrl!, pgSchema, database, !!options.force);
    else {
      for (const suffix of ['', '-wal', '-shm'])
        await rm(join(dataDir, `modkit.sqlite${suffix}`), { force: true });
      await moveInto(database, join(dataDir, 'modkit.sqlite'));
    }
    const files = await restoreFiles(location, dataDir, join(staging, 'files'));
    if (existsSync(join(staging, 'keys'))) {
      await rm(join(dataDir, 'keys'), { recursive: true, force: true });
      await moveInto(join(staging, 'keys'), join(dataDir, 'keys'));
    }
    const handle = openDatabase({
      dataDir,
      databaseUrl: location.databaseUrl,
      pgSchema: engine === 'postgres' ? pgSchema : undefined,
    });
    try {
      await migrateToLatest(handle.db, engine === 'postgres' ? pgSchema : undefined);
    } finally {
      await handle.close();
    }
    const restored =
      engine === 'postgres'
        ? await describePostgres(location.databaseUrl!, pgSchema)
        : describeSqlite(join(dataDir, 'modkit.sqlite'));
    const tables = Object.entries(restored.tables).map(([table, rows]) => ({
      table,
      archived: manifest.tables[table] ?? null,
      restored: rows,
    }));
    return { manifest, schemaVersion: restored.schemaVersion, tables, files, ms: Date.now() - started };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Extracts and checks the archive; its manifest, or a refusal naming what is wrong. */
async function readArchive(archive: string, staging: string): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new RestoreRefused(`${archive} does not exist`);
  let names: string[];
  try {
    names = await unzipInto(archive, staging);
  } catch (error) {
    throw new RestoreRefused(
      `the archive is damaged (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const text = names.includes(MANIFEST_NAME)
    ? await readFile(join(staging, MANIFEST_NAME), 'utf8')
    : undefined;
  const manifest = parseManifest(text, MIGRATION_NAMES);
  if (typeof manifest === 'string') throw new RestoreRefused(`the archive cannot be restored: ${manifest}`);
  const listed = Object.keys(manifest.entries);
  const unlisted = names.filter((n) => n !== MANIFEST_NAME && !listed.includes(n));
  if (unlisted.length)
    throw new RestoreRefused(`the archive is damaged: ${unlisted[0]} is not in its manifest`);
  for (const [name, expected] of Object.entries(manifest.entries)) {
    if (!names.includes(name)) throw new RestoreRefused(`the archive is damaged: ${name} is missing`);
    const actual = await digestOf(join(staging, name));
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes)
      throw new RestoreRefused(`the archive is damaged: ${name} does not match its checksum`);
  }
  return manifest;
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

/** The archive's files into the bucket, or DATA_DIR/uploads (replacing what was there). */
async function restoreFiles(location: DataLocation, dataDir: string, files: string): Promise<number> {
  if (!existsSync(files)) return 0;
  const bucket = storageLocation(location);
  if (bucket) {
    const { uploadBucket } = await import('./bucket-copy');
    return uploadBucket(bucket, files);
  }
  const uploads = storageRootFor(dataDir);
  await rm(uploads, { recursive: true, force: true });
  const count = (await filesUnder(files)).length;
  await moveInto(files, uploads);
  return count;
}

/** Moves a file or folder (a rename; a copy when it crosses file systems, as from the temporary folder). */
async function moveInto(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}
