import { existsSync } from 'node:fs';
import { chmod, cp, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { storageRootFor } from '../storage/storage';
import type { S3Location } from '../storage/storage-url';
import { filesUnder } from './zip-folder';

/** The modes the server gives its keys (auth/signing-key.ts, messaging/vapid-keys.ts…): owner-only. */
const KEY_FILE_MODE = 0o600;
const KEY_FOLDER_MODE = 0o700;

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

/** Every file under a folder owner-only (600), its folders 700: how the server keeps DATA_DIR/keys. */
async function ownerOnly(folder: string): Promise<void> {
  await chmod(folder, KEY_FOLDER_MODE);
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    await chmod(path, entry.isDirectory() ? KEY_FOLDER_MODE : KEY_FILE_MODE);
  }
}

/** The SQLite database into DATA_DIR, replacing the one there and its write-ahead files. */
export async function placeSqlite(database: string, dataDir: string): Promise<void> {
  for (const suffix of ['', '-wal', '-shm'])
    await rm(join(dataDir, `modkit.sqlite${suffix}`), { force: true });
  await moveInto(database, join(dataDir, 'modkit.sqlite'));
}

/**
 * The archive's keys into DATA_DIR/keys (replacing the folder), each owner-only as the server writes them,
 * set before they move so that no key is ever readable by others in DATA_DIR.
 */
export async function placeKeys(keys: string, dataDir: string): Promise<void> {
  if (!existsSync(keys)) return;
  await ownerOnly(keys);
  await rm(join(dataDir, 'keys'), { recursive: true, force: true });
  await moveInto(keys, join(dataDir, 'keys'));
  await ownerOnly(join(dataDir, 'keys')); // a copy across file systems keeps the modes; made sure
}

/** The archive's files into the bucket, or DATA_DIR/uploads (replacing what was there). Answers how many. */
export async function placeFiles(files: string, dataDir: string, bucket: S3Location | null): Promise<number> {
  if (!existsSync(files)) return 0;
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
