import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

/** The archive's table of contents (`manifest.json`, first in the zip). */
export interface BackupManifest {
  format: 'modkit-backup';
  format_version: 1;
  /** The version of modkit that wrote it (the api package's). */
  modkit_version: string;
  /** The database's last migration when it was copied (an older one migrates forward on restore). */
  schema_version: string;
  engine: 'sqlite' | 'postgres';
  /** PostgreSQL: the schema the tables were in (restored into the same one). */
  postgres_schema?: string;
  /** Where the files came from: DATA_DIR/uploads, or the bucket of STORAGE_URL. */
  storage: 'disk' | 's3';
  created_at: string;
  /** Rows per table in the copy, as it was taken. */
  tables: Record<string, number>;
  /** Every other entry of the archive: its size and SHA-256. */
  entries: Record<string, { bytes: number; sha256: string }>;
}

export const MANIFEST_NAME = 'manifest.json';
/** Where the database goes in the archive, by engine. */
export const DATABASE_ENTRY = { sqlite: 'database/modkit.sqlite', postgres: 'database/modkit.dump' } as const;

/** The api package's version (what wrote an archive). */
export function modkitVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** A file's size and SHA-256, read as a stream. */
export async function digestOf(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return { bytes: (await stat(path)).size, sha256: hash.digest('hex') };
}

/** A manifest read from an archive, or the reason it is not one this version can restore. */
export function parseManifest(
  text: string | undefined,
  knownSchemas: readonly string[],
): BackupManifest | string {
  if (text === undefined) return 'it has no manifest.json (not a modkit backup)';
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    return 'its manifest.json is not valid JSON';
  }
  if (manifest?.format !== 'modkit-backup' || manifest.format_version !== 1)
    return 'its manifest.json is not a modkit backup manifest (format modkit-backup, version 1)';
  if (!knownSchemas.includes(manifest.schema_version))
    return `it was written by a newer modkit (schema ${manifest.schema_version}, this one knows up to ${knownSchemas.at(-1)}): upgrade modkit first`;
  if (!(DATABASE_ENTRY[manifest.engine] in manifest.entries)) return 'it holds no database';
  return manifest;
}
