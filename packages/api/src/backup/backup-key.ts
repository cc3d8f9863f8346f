import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** BACKUP_KEY's shape: 32 random bytes in base64url (43 characters), as deploy/generate-secrets.mjs makes it. */
const BACKUP_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Where development keeps the key it made (beside, never inside, what a backup archives). */
export const DEVELOPMENT_KEY_FILE = 'backup.key';

/** The key that encrypts and authenticates backups: its 32 bytes, and where it came from. */
export interface BackupKey {
  bytes: Buffer;
  source: 'BACKUP_KEY' | 'file';
  /** Set when this call made the key (development's first backup): the key to print, once. */
  generated?: string;
}

/** A new key as BACKUP_KEY holds it. */
const newBackupKeyText = () => randomBytes(32).toString('base64url');

/** The 32 bytes of a key's text, or null when it is not one. */
function parseBackupKey(text: string): Buffer | null {
  const trimmed = text.trim();
  return BACKUP_KEY_PATTERN.test(trimmed) ? Buffer.from(trimmed, 'base64url') : null;
}

/** Why the backup key cannot be had (missing in production, malformed): one line. */
export class BackupKeyProblem extends Error {}

/**
 * The backup key: `BACKUP_KEY` when set; else, outside production, `DATA_DIR/backup.key` (made with mode
 * 600 on the first backup when `create`, and then answered as `generated` so that the command prints it
 * once); else null (a restore without a key can still read an older, unencrypted archive).
 */
export async function loadBackupKey(options: {
  dataDir: string;
  production: boolean;
  env?: NodeJS.ProcessEnv;
  create?: boolean;
}): Promise<BackupKey | null> {
  const text = (options.env ?? process.env).BACKUP_KEY;
  if (text) {
    const bytes = parseBackupKey(text);
    if (!bytes)
      throw new BackupKeyProblem('BACKUP_KEY: must be 32 random bytes in base64url (43 characters)');
    return { bytes, source: 'BACKUP_KEY' };
  }
  if (options.production) {
    if (!options.create) return null;
    throw new BackupKeyProblem(
      'BACKUP_KEY: required in production (it encrypts the backups: node deploy/generate-secrets.mjs makes one)',
    );
  }
  const file = join(options.dataDir, DEVELOPMENT_KEY_FILE);
  if (existsSync(file)) {
    const bytes = parseBackupKey(await readFile(file, 'utf8'));
    if (!bytes) throw new BackupKeyProblem(`${file} is not a backup key (43 base64url characters)`);
    return { bytes, source: 'file' };
  }
  if (!options.create) return null;
  const generated = newBackupKeyText();
  await mkdir(options.dataDir, { recursive: true });
  await writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  return { bytes: Buffer.from(generated, 'base64url'), source: 'file', generated };
}
