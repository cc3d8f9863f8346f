import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { storageRootFor } from '../storage/storage';
import { parseStorageUrl } from '../storage/storage-url';
import { writeArchive } from './archive-file';
import { type BackupManifest, DATABASE_ENTRY, digestOf, MANIFEST_NAME, modkitVersion } from './manifest';
import { dumpPostgres } from './postgres-dump';
import { describeSqlite, snapshotSqlite } from './sqlite-snapshot';
import { filesUnder, zipFolder } from './zip-folder';

/** Where the data is: the api's own settings (DATA_DIR, DATABASE_URL, STORAGE_URL). */
export interface DataLocation {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema of modkit's tables (default: the connection's, `public`). */
  pgSchema?: string | undefined;
  storageUrl?: string | undefined;
}

export interface BackupSummary {
  archive: string;
  manifest: BackupManifest;
  files: number;
  ms: number;
}

/**
 * Writes one archive of a running modkit (`npm run backup -- <file>`): a consistent copy of the database
 * (SQLite's online backup API, or `pg_dump` on PostgreSQL), then the stored files (DATA_DIR/uploads, or the
 * bucket's objects), the keys in DATA_DIR/keys, and a manifest (versions, rows per table, SHA-256 of every
 * entry), zipped, encrypted and authenticated with the backup key (archive-cipher.ts). Files are copied after
 * the database, so every file a copied row names is in the archive (a file deleted in between is the
 * exception). The archive is owner-only (600), written under a temporary name and renamed (archive-file.ts).
 */
export async function createBackup(
  location: DataLocation,
  archive: string,
  key: Buffer,
): Promise<BackupSummary> {
  const started = Date.now();
  const staging = await mkdtemp(join(tmpdir(), 'modkit-backup-'));
  try {
    const engine = location.databaseUrl?.startsWith('postgres') ? 'postgres' : 'sqlite';
    const databaseFile = join(staging, DATABASE_ENTRY[engine]);
    await mkdir(join(staging, 'database'), { recursive: true });
    const described =
      engine === 'postgres'
        ? await dumpPostgres(location.databaseUrl!, location.pgSchema, databaseFile)
        : await snapshotAndDescribe(location.dataDir, databaseFile);
    const files = await copyFiles(location, join(staging, 'files'));
    const keys = join(resolve(location.dataDir), 'keys');
    if (existsSync(keys)) await cp(keys, join(staging, 'keys'), { recursive: true });
    const entries: BackupManifest['entries'] = {};
    for (const name of await filesUnder(staging)) entries[name] = await digestOf(join(staging, name));
    const manifest: BackupManifest = {
      format: 'modkit-backup',
      format_version: 1,
      modkit_version: modkitVersion(),
      schema_version: described.schemaVersion,
      engine,
      ...('schema' in described ? { postgres_schema: described.schema as string } : {}),
      storage: location.storageUrl ? 's3' : 'disk',
      created_at: new Date(started).toISOString(),
      tables: described.tables,
      entries,
    };
    await writeFile(join(staging, MANIFEST_NAME), JSON.stringify(manifest, null, 2));
    await writeArchive(await zipFolder(staging, MANIFEST_NAME), resolve(archive), key);
    return { archive: resolve(archive), manifest, files, ms: Date.now() - started };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function snapshotAndDescribe(dataDir: string, target: string) {
  const source = join(resolve(dataDir), 'modkit.sqlite');
  if (!existsSync(source)) throw new Error(`there is no database at ${source} (DATA_DIR)`);
  await snapshotSqlite(source, target);
  return describeSqlite(target);
}

/** The stored files into `target`: the bucket's objects, or DATA_DIR/uploads. Answers how many. */
async function copyFiles(location: DataLocation, target: string): Promise<number> {
  await mkdir(target, { recursive: true });
  if (location.storageUrl) {
    const parsed = parseStorageUrl(location.storageUrl);
    if ('problem' in parsed) throw new Error(`STORAGE_URL: ${parsed.problem}`);
    const { downloadBucket } = await import('./bucket-copy');
    return downloadBucket(parsed.location, target);
  }
  const uploads = storageRootFor(resolve(location.dataDir));
  if (!existsSync(uploads)) return 0;
  await cp(uploads, target, { recursive: true });
  return (await filesUnder(target)).length;
}
