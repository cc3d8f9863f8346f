import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../fixtures/files';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';

/**
 * On SQLite the bytes go too (issue 27): deleted content is overwritten (`secure_delete`) and the
 * write-ahead log is checkpointed and truncated after an erasure, so that the database files themselves
 * (and the uploads folder) no longer hold the erased address, read byte by byte while the server runs.
 */
const EMAIL = 'zora.qwixley@example.org';
const NAME = 'Qwixley';
let dataDir: string;
let server: TestServer;

const filesHolding = (folder: string, text: string): string[] => {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (readFileSync(path).includes(Buffer.from(text))) found.push(path.slice(folder.length));
  }
  return found;
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'modkit-erase-files-'));
  server = await startTestServer({ dataDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(usingPostgres)('an erasure on SQLite leaves no byte of the person in the files', () => {
  it('the database, its write-ahead log and the uploads folder no longer hold her address or name', async () => {
    const signup = await server.call('POST', '/auth/instant-signup', {
      json: {
        first_name: 'Zora',
        last_name: NAME,
        email: EMAIL,
        password: 'Zora-pass-12',
        recaptchaResponse: 'x',
      },
    });
    expect(signup.status).toBe(201);
    const token = signup.body.meta.token as string;
    const photo = new FormData();
    photo.append('media', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'zora.png');
    photo.append('about', `I am ${NAME}, write to ${EMAIL}`);
    expect((await server.call('PATCH', '/users/profile', { token, form: photo })).status).toBe(200);
    const photoName = (await server.call('GET', '/users/profile', { token })).body.data.media.path
      .split('/')
      .pop();
    expect(filesHolding(dataDir, EMAIL).length).toBeGreaterThan(0);
    expect(
      readdirSync(join(dataDir, 'uploads'), { recursive: true })
        .map(String)
        .some((f) => f.endsWith(photoName)),
    ).toBe(true);

    const erased = await server.call('DELETE', '/users/account', {
      token,
      json: { password: 'Zora-pass-12' },
    });
    expect(erased.status).toBe(200);
    expect(filesHolding(dataDir, EMAIL)).toEqual([]);
    expect(filesHolding(dataDir, NAME)).toEqual([]);
    const uploads = readdirSync(join(dataDir, 'uploads'), { recursive: true }).map(String);
    expect(uploads.filter((f) => f.endsWith(photoName))).toEqual([]);
  });
});
