import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * The encrypted archive's format: a header, then the zip in chunks each sealed with AES-256-GCM (Node's
 * crypto), streamed both ways so that memory stays flat whatever the archive's size.
 *
 *   header  = MAGIC (27 bytes) ‖ salt (32 random bytes) ‖ key check (32 bytes)
 *   chunk i = AES-256-GCM(payload key, nonce = 0 0 0 ‖ i as 8 bytes ‖ last?, aad = header) → ciphertext ‖ tag
 *
 * Both keys come from BACKUP_KEY and the archive's salt through HKDF-SHA256 (a key of its own for every
 * archive, so the counter nonces never repeat under one key). The key check (an HMAC of the header's start)
 * tells a wrong key from a changed archive. Every chunk but the last holds CHUNK_BYTES and the last has its
 * flag set (the STREAM construction, as age and Tink use it): reordered, removed, added or cut chunks and any
 * changed byte fail to authenticate, so the manifest inside is authenticated with everything else.
 */
export const MAGIC = Buffer.from('modkit-backup aes-256-gcm 1');
const SALT_BYTES = 32;
const CHECK_BYTES = 32;
export const HEADER_BYTES = MAGIC.length + SALT_BYTES + CHECK_BYTES;
const CHUNK_BYTES = 64 * 1024;
const TAG_BYTES = 16;

/** Why an encrypted archive cannot be read: the key is not its key, or its bytes do not authenticate. */
export class ArchiveNotAuthentic extends Error {
  constructor(readonly reason: 'wrong-key' | 'changed') {
    super(reason === 'wrong-key' ? 'the key is not the archive’s' : 'the archive does not authenticate');
  }
}

const derive = (key: Buffer, salt: Buffer, purpose: string) =>
  Buffer.from(hkdfSync('sha256', key, salt, `modkit backup ${purpose}`, 32));

const keyCheck = (key: Buffer, salt: Buffer) =>
  createHmac('sha256', derive(key, salt, 'key check'))
    .update(Buffer.concat([MAGIC, salt]))
    .digest();

function nonce(counter: number, last: boolean): Buffer {
  const bytes = Buffer.alloc(12);
  bytes.writeBigUInt64BE(BigInt(counter), 3);
  bytes[11] = last ? 1 : 0;
  return bytes;
}

/** Whether a file's first bytes are an encrypted archive's (else: a plain zip, or not a backup). */
export const isEncryptedArchive = (start: Buffer) =>
  start.length >= MAGIC.length && start.subarray(0, MAGIC.length).equals(MAGIC);

/**
 * Cuts what passes through into chunks of `size` bytes and hands each to `seal`; the last one (possibly
 * shorter, empty only when nothing passed) is handed at the end with `last` set. A chunk is handed on only
 * once more bytes follow it, so the last is always known as such.
 */
class Chunker extends Transform {
  private pending: Buffer = Buffer.alloc(0);
  private counter = 0;

  constructor(
    private readonly size: number,
    private readonly seal: (chunk: Buffer, counter: number, last: boolean) => Buffer,
  ) {
    super();
  }

  override _transform(data: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, data]) : data;
    try {
      while (this.pending.length > this.size) {
        this.push(this.seal(this.pending.subarray(0, this.size), this.counter++, false));
        this.pending = this.pending.subarray(this.size);
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      this.push(this.seal(this.pending, this.counter, true));
      done();
    } catch (error) {
      done(error as Error);
    }
  }
}

/** A stream that encrypts what passes through it, the header first. */
export function encryptingStream(key: Buffer): Transform {
  const salt = randomBytes(SALT_BYTES);
  const header = Buffer.concat([MAGIC, salt, keyCheck(key, salt)]);
  const payloadKey = derive(key, salt, 'payload');
  let started = false;
  return new Chunker(CHUNK_BYTES, (chunk, counter, last) => {
    const cipher = createCipheriv('aes-256-gcm', payloadKey, nonce(counter, last));
    cipher.setAAD(header);
    const sealed = Buffer.concat([cipher.update(chunk), cipher.final(), cipher.getAuthTag()]);
    if (started) return sealed;
    started = true;
    return Buffer.concat([header, sealed]);
  });
}

/**
 * A stream that decrypts an archive (its header already read and passed here) and fails with
 * ArchiveNotAuthentic: at once for a wrong key, else at the first chunk that does not authenticate (a cut
 * archive fails at its end). What it let through before a failure must be thrown away.
 */
export function decryptingStream(key: Buffer, header: Buffer): Transform {
  const salt = header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
  const check = header.subarray(MAGIC.length + SALT_BYTES, HEADER_BYTES);
  if (header.length !== HEADER_BYTES) throw new ArchiveNotAuthentic('changed');
  if (!timingSafeEqual(check, keyCheck(key, salt))) throw new ArchiveNotAuthentic('wrong-key');
  const payloadKey = derive(key, salt, 'payload');
  return new Chunker(CHUNK_BYTES + TAG_BYTES, (sealed, counter, last) => {
    if (sealed.length < TAG_BYTES || (last && counter > 0 && sealed.length === TAG_BYTES))
      throw new ArchiveNotAuthentic('changed');
    const decipher = createDecipheriv('aes-256-gcm', payloadKey, nonce(counter, last));
    decipher.setAAD(header);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new ArchiveNotAuthentic('changed');
    }
  });
}
