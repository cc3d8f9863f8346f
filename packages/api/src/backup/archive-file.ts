import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { decryptingStream, encryptingStream, HEADER_BYTES, isEncryptedArchive } from './archive-cipher';

/** An archive file is owner-only, whatever the umask: it holds the keys and every password hash. */
const ARCHIVE_MODE = 0o600;

/**
 * Writes an archive's bytes (a zip stream) to `archive`, encrypted with `key`: first to `archive.partial`,
 * made new with mode 600 (a partial left by a failed run is removed first, never reused with its mode), then
 * renamed, so a backup that fails half-way never leaves a file that looks whole, and neither file is ever
 * readable by others.
 */
export async function writeArchive(zip: NodeJS.ReadableStream, archive: string, key: Buffer): Promise<void> {
  const partial = `${archive}.partial`;
  await mkdir(dirname(archive), { recursive: true });
  await rm(partial, { force: true });
  const file = await open(partial, 'wx', ARCHIVE_MODE);
  try {
    await file.chmod(ARCHIVE_MODE); // exactly 600: whatever the umask or the file system's defaults
    // The stream owns the handle from here and closes it at its end or on a failure.
    await pipeline(zip, encryptingStream(key), createWriteStream(partial, { fd: file }));
  } catch (error) {
    await file.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, archive);
}

/** What an archive file holds: an encrypted zip, a plain zip (an older modkit's), or neither. */
export async function archiveKind(archive: string): Promise<'encrypted' | 'zip' | 'unknown'> {
  const file = await open(archive, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
    const start = buffer.subarray(0, bytesRead);
    if (isEncryptedArchive(start)) return 'encrypted';
    return start.subarray(0, 4).equals(Buffer.from('PK\x03\x04')) ? 'zip' : 'unknown';
  } finally {
    await file.close();
  }
}

/**
 * Decrypts an encrypted archive into the zip `target` (mode 600), streamed; rejects with ArchiveNotAuthentic
 * (and removes what it wrote) for a wrong key or a changed byte. Only a zip that was written whole is
 * authentic: the caller reads nothing of it before this resolves.
 */
export async function decryptArchive(archive: string, key: Buffer, target: string): Promise<void> {
  const file = await open(archive, 'r');
  let header: Buffer;
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
    header = buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
  const decrypting = decryptingStream(key, header);
  try {
    await pipeline(
      createReadStream(archive, { start: HEADER_BYTES }),
      decrypting,
      createWriteStream(target, { mode: ARCHIVE_MODE, flags: 'wx' }),
    );
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

/** Where a restore puts the decrypted zip in its staging folder. */
export const decryptedName = (staging: string) => join(staging, 'archive.zip');
