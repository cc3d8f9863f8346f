import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MIGRATION_NAMES } from '../db/migrate';
import { ArchiveNotAuthentic } from './archive-cipher';
import { archiveKind, decryptArchive, decryptedName } from './archive-file';
import { type BackupManifest, digestOf, MANIFEST_NAME, parseManifest } from './manifest';
import { RestoreRefused } from './restore-refused';
import { unzipInto } from './zip-folder';

/** How a restore reads an archive: the backup key (null when none is set), and whether a plain zip may do. */
export interface ArchiveReading {
  key: Buffer | null;
  /** An older modkit's archive is a plain zip: restored only when allowed (`--unencrypted`), with a warning. */
  allowUnencrypted?: boolean;
}

/** An archive read and checked whole into a staging folder: its manifest and where its entries are. */
export interface StagedArchive {
  manifest: BackupManifest;
  /** The folder holding the archive's entries (`database/…`, `files/…`, `keys/…`). */
  entries: string;
  encrypted: boolean;
}

export const UNENCRYPTED_REFUSED =
  'the archive is not encrypted (an older modkit wrote it, or someone without BACKUP_KEY): its checksums catch damage, not tampering; pass --unencrypted to restore it anyway';

/**
 * Reads an archive into `staging` and checks it whole before anything is restored: an encrypted archive is
 * decrypted with the key and must authenticate (a wrong key, any changed byte or a cut archive is refused);
 * a plain zip only when allowed. Then the zip must read whole, its manifest be one this version restores,
 * and every entry match its size and SHA-256 and be listed. Refusals are RestoreRefused, one line each.
 */
export async function readArchive(
  archive: string,
  staging: string,
  reading: ArchiveReading,
): Promise<StagedArchive> {
  if (!existsSync(archive)) throw new RestoreRefused(`${archive} does not exist`);
  const kind = await archiveKind(archive);
  if (kind === 'unknown') throw new RestoreRefused(`${archive} is not a modkit backup`);
  if (kind === 'zip' && !reading.allowUnencrypted) throw new RestoreRefused(UNENCRYPTED_REFUSED);
  const entries = join(staging, 'entries');
  await mkdir(entries);
  let names: string[];
  if (kind === 'encrypted') {
    const zip = decryptedName(staging);
    await decrypt(archive, reading.key, zip);
    names = await unzipChecked(zip, entries);
    await rm(zip);
  } else names = await unzipChecked(archive, entries);
  return { manifest: await checkedManifest(entries, names), entries, encrypted: kind === 'encrypted' };
}

async function decrypt(archive: string, key: Buffer | null, target: string): Promise<void> {
  if (!key)
    throw new RestoreRefused(
      'the archive is encrypted: set BACKUP_KEY to the key of the modkit that made it',
    );
  try {
    await decryptArchive(archive, key, target);
  } catch (error) {
    if (!(error instanceof ArchiveNotAuthentic)) throw error;
    throw new RestoreRefused(
      error.reason === 'wrong-key'
        ? 'BACKUP_KEY is not the key this archive was encrypted with'
        : 'the archive is damaged or was changed: it does not authenticate with BACKUP_KEY',
    );
  }
}

async function unzipChecked(zip: string, target: string): Promise<string[]> {
  try {
    return await unzipInto(zip, target);
  } catch (error) {
    throw new RestoreRefused(
      `the archive is damaged (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/** The manifest of the extracted entries (`names`, as the zip listed them), once every entry is listed and matches its size and checksum. */
async function checkedManifest(entries: string, names: string[]): Promise<BackupManifest> {
  const text = names.includes(MANIFEST_NAME)
    ? await readFile(join(entries, MANIFEST_NAME), 'utf8')
    : undefined;
  const manifest = parseManifest(text, MIGRATION_NAMES);
  if (typeof manifest === 'string') throw new RestoreRefused(`the archive cannot be restored: ${manifest}`);
  const listed = Object.keys(manifest.entries);
  const unlisted = names.filter((n) => n !== MANIFEST_NAME && !listed.includes(n));
  if (unlisted.length)
    throw new RestoreRefused(`the archive is damaged: ${unlisted[0]} is not in its manifest`);
  for (const [name, expected] of Object.entries(manifest.entries)) {
    if (!names.includes(name)) throw new RestoreRefused(`the archive is damaged: ${name} is missing`);
    const actual = await digestOf(join(entries, name));
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes)
      throw new RestoreRefused(`the archive is damaged: ${name} does not match its checksum`);
  }
  return manifest;
}
