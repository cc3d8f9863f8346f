import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file read as a stream (never whole in memory). */
export interface StoredFile {
  body: Readable;
  /** Its size in bytes, when the storage knows it. */
  length?: number;
}

/**
 * Stored files (covers, photos, project documents, certificates, invoices): on the local disk (the default)
 * or in an S3-compatible bucket (`STORAGE_URL=s3://…`, `s3-storage.ts`).
 */
export interface StorageAdapter {
  /** Saves bytes and returns the public path (under `/api/files/`). */
  put(folder: string, fileName: string, bytes: Uint8Array): Promise<string>;
  /** Moves a file already on disk (a streamed upload) into storage and returns its public path. */
  putFile(folder: string, fileName: string, sourcePath: string): Promise<string>;
  /** Reads a file by its public path's key (after `/api/files/`); null when missing or outside the root. */
  get(key: string): Promise<Uint8Array | null>;
  /** Reads a file as a stream (null when missing); the file route prefers it to `get` when present. */
  stream?(key: string): Promise<StoredFile | null>;
  /** Deletes a file by its key (an erasure); a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Resolves when the storage can be written (readiness); rejects with the reason otherwise. */
  check(): Promise<void>;
  /** Releases connections (the api's close). */
  close?(): void;
}

export const FILES_PREFIX = '/api/files/';

/** The storage key of a stored file's public path (`/api/files/folder/name`, a link's `?access=` dropped). */
export function storageKeyOf(path: string): string | null {
  const bare = path.split('?')[0] ?? '';
  return bare.startsWith(FILES_PREFIX) ? bare.slice(FILES_PREFIX.length) : null;
}

/** A stored file's key: its folder (letters, digits, '-') and a random name that keeps the extension. */
export function newStorageKey(folder: string, fileName: string): { folder: string; name: string } {
  const safeFolder = folder.replace(/[^a-z0-9-]/gi, '');
  const ext = extname(fileName)
    .replace(/[^.a-z0-9]/gi, '')
    .slice(0, 10)
    .toLowerCase();
  return { folder: safeFolder, name: `${randomBytes(12).toString('hex')}${ext}` };
}

/** Disk storage under `root` (DATA_DIR/uploads by default). Names are randomised; the extension is kept. */
export function createDiskStorage(root: string): StorageAdapter {
  /** The file of a key on disk; null for a key that would leave the root. */
  const inside = (key: string) => {
    const path = normalize(join(root, key));
    return path.startsWith(normalize(root) + sep) ? path : null;
  };
  /** A fresh random place for a file of a folder: its key and its path on disk. */
  const place = async (folderName: string, fileName: string) => {
    const { folder: safeFolder, name } = newStorageKey(folderName, fileName);
    await mkdir(join(root, safeFolder), { recursive: true });
    return { path: join(root, safeFolder, name), publicPath: `${FILES_PREFIX}${safeFolder}/${name}` };
  };
  return {
    async put(folder, fileName, bytes) {
      const { path, publicPath } = await place(folder, fileName);
      await writeFile(path, bytes);
      return publicPath;
    },
    async putFile(folder, fileName, sourcePath) {
      const { path, publicPath } = await place(folder, fileName);
      await rename(sourcePath, path).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV') throw error;
        await copyFile(sourcePath, path);
        await rm(sourcePath, { force: true });
      });
      return publicPath;
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    async get(key) {
      const path = inside(key);
      if (!path) return null;
      try {
        return await readFile(path);
      } catch {
        return null;
      }
    },
    async remove(key) {
      const path = inside(key);
      if (path) await rm(path, { force: true });
    },
  };
}

export function storageRootFor(dataDir: string): string {
  return dataDir === ':memory:' ? join(tmpdir(), `modkit-uploads-${process.pid}`) : join(dataDir, 'uploads');
}
