import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAGIC } from '../../src/backup/archive-cipher';
import { createBackup, type DataLocation } from '../../src/backup/create-backup';
import { postgresHasTables } from '../../src/backup/postgres-dump';
import { UNENCRYPTED_REFUSED } from '../../src/backup/read-archive';
import { RestoreRefused, restoreBackup, UNENCRYPTED_WARNING } from '../../src/backup/restore-backup';
import {
  editManifest,
  forgeEntry,
  repackArchive,
  testBackupKey,
  unpackArchive,
} from '../fixtures/backup-archives';
import { TINY_PNG } from '../fixtures/files';
import { createUser } from '../fixtures/people';
import { dropTestDatabase, postgresAdmin } from '../fixtures/postgres-admin';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';
import { runCommand } from '../support/spawn-api';

/**
 * A backup holds the token signing key, the push keys and every password hash (issue 41): the archive is
 * owner-only whatever the umask, encrypted and authenticated with BACKUP_KEY; the restore refuses a missing
 * or wrong key, any changed byte, a manifest whose row counts are not the database's and a forged entry, each
 * in one line and before anything is written, and writes the keys owner-only as the server does. An older
 * modkit's unencrypted archive restores when asked for, with a warning. On SQLite, and on PostgreSQL
 * (pg_dump into the archive, restored into another database).
 */
const engine = usingPostgres ? 'PostgreSQL' : 'SQLite';
const work = mkdtempSync(join(tmpdir(), 'modkit-backup-security-'));
const key = testBackupKey();
const archive = join(work, 'modkit.backup');
const restoredDb = `modkit_bsec_${randomBytes(4).toString('hex')}`;
let source: TestServer;
let sourceDir: string;
let learnerEmail: string;

const mode = (path: string) => statSync(path).mode & 0o777;
const restoredUrl = () => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${restoredDb}`;
  return url.toString();
};
/** A place to restore into: a new DATA_DIR (and on PostgreSQL, the restored database). */
const target = (name: string): DataLocation => ({
  dataDir: join(work, name),
  ...(usingPostgres ? { databaseUrl: restoredUrl() } : {}),
});
/** Nothing of the archive was written: no DATA_DIR, no table in the restored database. */
async function nothingWritten(place: DataLocation) {
  expect(existsSync(place.dataDir)).toBe(false);
  if (usingPostgres) expect(await postgresHasTables(restoredUrl(), source.pgSchema!)).toBe(false);
}
/** A restore refused with one line (the command prints it after `modkit restore refused: `). */
async function refused(file: string, options: Parameters<typeof restoreBackup>[2], place: DataLocation) {
  const refusal = await restoreBackup(place, file, options).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(RestoreRefused);
  const line = (refusal as Error).message;
  expect(line.split('\n')).toHaveLength(1);
  await nothingWritten(place);
  return line;
}

beforeAll(async () => {
  sourceDir = join(work, 'source');
  source = await startTestServer({ dataDir: sourceDir });
  const learner = await createUser(source.api.ctx, {});
  learnerEmail = learner.email;
  const photo = new FormData();
  photo.append('media', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'me.png');
  const answer = await source.call('PATCH', '/users/profile', { token: learner.token, form: photo });
  expect(answer.status).toBe(200);
  if (usingPostgres) await postgresAdmin(`create database ${restoredDb}`);
}, 30_000);

afterAll(async () => {
  await source?.close();
  if (usingPostgres) await dropTestDatabase(restoredDb);
  rmSync(work, { recursive: true, force: true });
});

const sourceLocation = (): DataLocation => ({
  dataDir: sourceDir,
  ...(usingPostgres ? { databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: source.pgSchema } : {}),
});

describe(`backups on ${engine}`, () => {
  it('writes the archive owner-only (600) under umask 022, over a readable .partial a failed run left, with no readable byte of the keys or the people', async () => {
    writeFileSync(`${archive}.partial`, 'left by a failed run', { mode: 0o644 });
    const umask = process.umask(0o022);
    try {
      await createBackup(sourceLocation(), archive, key.bytes);
    } finally {
      process.umask(umask);
    }
    expect(mode(archive)).toBe(0o600);
    expect(existsSync(`${archive}.partial`)).toBe(false);
    const bytes = readFileSync(archive);
    expect(bytes.subarray(0, MAGIC.length)).toEqual(MAGIC);
    const signingKey = JSON.parse(readFileSync(join(sourceDir, 'keys', 'jwt-signing.json'), 'utf8'));
    for (const secret of [signingKey.d, learnerEmail, 'manifest.json', 'scrypt$'])
      expect(bytes.includes(Buffer.from(secret)), secret).toBe(false);
  });

  it('refuses it without a key, with another key, with a changed byte or cut short: one line, nothing written', async () => {
    const place = target('refused');
    expect(await refused(archive, { key: null }, place)).toBe(
      'the archive is encrypted: set BACKUP_KEY to the key of the modkit that made it',
    );
    expect(await refused(archive, { key: testBackupKey().bytes }, place)).toBe(
      'BACKUP_KEY is not the key this archive was encrypted with',
    );
    const bytes = readFileSync(archive);
    const changed = Buffer.from(bytes);
    changed[Math.floor(bytes.length / 2)]! ^= 0x01;
    writeFileSync(join(work, 'changed.backup'), changed);
    writeFileSync(join(work, 'cut.backup'), bytes.subarray(0, bytes.length - 100));
    for (const file of ['changed.backup', 'cut.backup'])
      expect(await refused(join(work, file), { key: key.bytes }, place)).toBe(
        'the archive is damaged or was changed: it does not authenticate with BACKUP_KEY',
      );
  });

  it('refuses a manifest whose row count was changed, encrypted or not, before anything is written', async () => {
    const entries = await unpackArchive(archive, key.bytes);
    let users = 0;
    editManifest(entries, (manifest) => {
      users = manifest.tables.users!;
      manifest.tables.users = users + 1;
    });
    const expected = `the archive's database does not match its manifest: users holds ${users} rows, the manifest says ${users + 1}`;
    await repackArchive(entries, join(work, 'counted.backup'), key.bytes);
    expect(await refused(join(work, 'counted.backup'), { key: key.bytes }, target('counted'))).toBe(expected);
    await repackArchive(entries, join(work, 'counted.zip'), null);
    const options = { key: key.bytes, allowUnencrypted: true };
    expect(await refused(join(work, 'counted.zip'), options, target('counted'))).toBe(expected);
  });

  it('refuses a forged entry with its recomputed checksum: as a plain zip, and encrypted with another key', async () => {
    const entries = await unpackArchive(archive, key.bytes);
    await forgeEntry(entries, 'keys/jwt-signing.json', '{"kty":"EC","crv":"P-256","d":"the-forger-s"}');
    await repackArchive(entries, join(work, 'forged.zip'), null);
    expect(await refused(join(work, 'forged.zip'), { key: key.bytes }, target('forged'))).toBe(
      UNENCRYPTED_REFUSED,
    );
    await repackArchive(entries, join(work, 'forged.backup'), testBackupKey().bytes);
    expect(await refused(join(work, 'forged.backup'), { key: key.bytes }, target('forged'))).toBe(
      'BACKUP_KEY is not the key this archive was encrypted with',
    );
  });

  it('restores with its key: the keys owner-only (600) as the server writes them, the database and files as it does', async () => {
    const place = target('restored');
    const umask = process.umask(0o022);
    try {
      const summary = await restoreBackup(place, archive, { key: key.bytes });
      expect(summary.warnings).toEqual([]);
      expect(summary.tables).toContainEqual({ table: 'users', archived: 1, restored: 1 });
    } finally {
      process.umask(umask);
    }
    const keys = join(place.dataDir, 'keys');
    expect(mode(keys)).toBe(0o700);
    expect(mode(join(keys, 'jwt-signing.json'))).toBe(0o600);
    expect(readFileSync(join(keys, 'jwt-signing.json'))).toEqual(
      readFileSync(join(sourceDir, 'keys', 'jwt-signing.json')),
    );
    const photo = readdirSync(join(place.dataDir, 'uploads', 'avatars')).map((name) =>
      join(place.dataDir, 'uploads', 'avatars', name),
    );
    expect(photo.map((path) => [mode(path), readFileSync(path).equals(TINY_PNG)])).toEqual([[0o644, true]]);
    if (!usingPostgres) expect(mode(join(place.dataDir, 'modkit.sqlite'))).toBe(0o644);
  });

  it('restores an older modkit’s unencrypted archive when asked to (--unencrypted), with a warning', async () => {
    const entries = await unpackArchive(archive, key.bytes);
    await repackArchive(entries, join(work, 'older.zip'), null);
    const summary = await restoreBackup(target('older'), join(work, 'older.zip'), {
      key: null,
      allowUnencrypted: true,
      force: usingPostgres, // the database the test before restored into
    });
    expect(summary.warnings).toEqual([UNENCRYPTED_WARNING]);
    expect(summary.tables).toContainEqual({ table: 'users', archived: 1, restored: 1 });
    expect(mode(join(work, 'older', 'keys', 'jwt-signing.json'))).toBe(0o600);
  });
});

describe.skipIf(usingPostgres)('the backup key of the commands', () => {
  it('npm run backup makes a key once in development and prints it; npm run restore needs it; production needs BACKUP_KEY', async () => {
    const dev = join(work, 'dev');
    const first = await runCommand('backup', [join(work, 'dev-1.backup')], {
      DATA_DIR: sourceDir,
      NODE_ENV: 'development',
      BACKUP_KEY: '',
    });
    expect(first.code, first.stderr).toBe(0);
    const printed = /restore with BACKUP_KEY=([\w-]{43})$/m.exec(first.stdout)?.[1];
    expect(printed).toBe(readFileSync(join(sourceDir, 'backup.key'), 'utf8').trim());
    expect(mode(join(sourceDir, 'backup.key'))).toBe(0o600);
    const second = await runCommand('backup', [join(work, 'dev-2.backup')], {
      DATA_DIR: sourceDir,
      NODE_ENV: 'development',
      BACKUP_KEY: '',
    });
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).not.toContain(printed);
    expect(second.stdout).toMatch(/^modkit backup: .*dev-2\.backup \(sqlite, .* encrypted, /m);

    const withoutKey = await runCommand('restore', [join(work, 'dev-2.backup')], {
      DATA_DIR: dev,
      BACKUP_KEY: '',
    });
    expect([withoutKey.code, withoutKey.stderr.trim().split('\n')]).toEqual([
      1,
      [
        'modkit restore refused: the archive is encrypted: set BACKUP_KEY to the key of the modkit that made it',
      ],
    ]);
    expect(existsSync(dev)).toBe(false);
    const withKey = await runCommand('restore', [join(work, 'dev-2.backup')], {
      DATA_DIR: dev,
      BACKUP_KEY: printed,
    });
    expect(withKey.code, withKey.stderr).toBe(0);
    expect(withKey.stdout).toMatch(/^users\s+1\s+1$/m);

    const production = await runCommand('backup', [join(work, 'prod.backup')], {
      DATA_DIR: sourceDir,
      NODE_ENV: 'production',
      BACKUP_KEY: '',
    });
    expect([production.code, production.stderr.trim()]).toEqual([
      1,
      'modkit backup refused: BACKUP_KEY: required in production (it encrypts the backups: node deploy/generate-secrets.mjs makes one)',
    ]);
    expect(existsSync(join(work, 'prod.backup'))).toBe(false);
  }, 60_000);
});
