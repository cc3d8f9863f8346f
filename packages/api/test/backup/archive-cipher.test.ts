import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  ArchiveNotAuthentic,
  decryptingStream,
  encryptingStream,
  HEADER_BYTES,
} from '../../src/backup/archive-cipher';

/** The backup archive's cipher (AES-256-GCM in 64 KiB chunks): what goes in comes out, anything else fails. */
const CHUNK = 64 * 1024;
const SEALED = CHUNK + 16;
const key = randomBytes(32);

const encrypt = (plain: Buffer) => buffer(Readable.from([plain]).pipe(encryptingStream(key)));
const decrypt = async (sealed: Buffer, withKey = key) =>
  buffer(
    Readable.from([sealed.subarray(HEADER_BYTES)]).pipe(
      decryptingStream(withKey, sealed.subarray(0, HEADER_BYTES)),
    ),
  );
/** Why decrypting fails: 'wrong-key' or 'changed' (or 'none' when it does not). */
const failure = (sealed: Buffer, withKey = key) =>
  decrypt(sealed, withKey).then(
    () => 'none',
    (error: unknown) => (error instanceof ArchiveNotAuthentic ? error.reason : String(error)),
  );

describe('the archive cipher', () => {
  it.each([0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 3 * CHUNK, 3 * CHUNK + 5])(
    'gives back %i bytes as they went in',
    async (size) => {
      const plain = randomBytes(size);
      const sealed = await encrypt(plain);
      expect(sealed.length).toBe(HEADER_BYTES + plain.length + 16 * Math.max(1, Math.ceil(size / CHUNK)));
      expect((await decrypt(sealed)).equals(plain)).toBe(true);
    },
  );

  it('encrypts the same bytes differently each time (a salt per archive)', async () => {
    const plain = randomBytes(100);
    expect((await encrypt(plain)).equals(await encrypt(plain))).toBe(false);
  });

  it('refuses another key at once, and a changed, swapped, cut or added chunk', async () => {
    const sealed = await encrypt(randomBytes(3 * CHUNK + 100));
    expect(await failure(sealed, randomBytes(32))).toBe('wrong-key');
    const changed = Buffer.from(sealed);
    changed[HEADER_BYTES + SEALED + 7]! ^= 0x80;
    const chunk = (i: number) => sealed.subarray(HEADER_BYTES + i * SEALED, HEADER_BYTES + (i + 1) * SEALED);
    const header = sealed.subarray(0, HEADER_BYTES);
    const swapped = Buffer.concat([header, chunk(1), chunk(0), sealed.subarray(HEADER_BYTES + 2 * SEALED)]);
    const cut = sealed.subarray(0, HEADER_BYTES + 3 * SEALED); // the last chunk gone
    const added = Buffer.concat([sealed, chunk(0)]);
    const cutHeader = sealed.subarray(0, HEADER_BYTES - 1);
    for (const broken of [changed, swapped, cut, added]) expect(await failure(broken)).toBe('changed');
    expect(await failure(cutHeader)).toBe('changed');
  });
});
