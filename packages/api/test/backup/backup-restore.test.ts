import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testBackupKey } from '../fixtures/backup-archives';
import { TINY_PNG } from '../fixtures/files';
import { dropTestDatabase, postgresAdmin } from '../fixtures/postgres-admin';
import { type S3Process, startS3Process } from '../fixtures/s3-process';
import { commentLoad, signInDemo } from '../fixtures/write-load';
import { usingPostgres } from '../support/harness';
import { killApiProcesses, runCommand, startApiProcess } from '../support/spawn-api';

/**
 * Backup and restore, one command each (issue 27), on the api running as its own process: 20 clients
 * write for 10 s while `npm run backup` runs; `npm run restore` puts the archive into an empty place and a
 * server started on it holds every row acknowledged before the backup began, serves the files, and the demo
 * learner signs in. A corrupted archive is refused with one line and changes nothing. On SQLite with files
 * on disk; on PostgreSQL (pg_dump/pg_restore into a new database) with files in an S3 bucket.
 */
const engine = usingPostgres ? 'PostgreSQL' : 'SQLite';
const work = mkdtempSync(join(tmpdir(), 'modkit-backup-test-'));
const sourceDir = join(work, 'source');
const restoredDir = join(work, 'restored');
const archive = join(work, 'modkit.backup');
const schema = usingPostgres ? `t_bak_${randomBytes(4).toString('hex')}` : undefined;
const restoredDb = `modkit_restore_${randomBytes(4).toString('hex')}`;
let s3: S3Process | undefined;

/** The restored database's URL: the test database's, another database name. */
const restoredUrl = () => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${restoredDb}`;
  return url.toString();
};
const storageOf = (prefix: string) => (s3 ? { STORAGE_URL: s3.storageUrl(prefix) } : {});
// The key the backups are encrypted with, as the servers' BACKUP_KEY would be.
const BACKUP_KEY = testBackupKey().text;
const sourceEnv = () => ({
  DATA_DIR: sourceDir,
  BACKUP_KEY,
  ...(usingPostgres ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
  ...storageOf('source'),
});
const restoredEnv = () => ({
  DATA_DIR: restoredDir,
  BACKUP_KEY,
  ...(usingPostgres ? { DATABASE_URL: restoredUrl() } : {}),
  ...storageOf('restored'),
});

beforeAll(async () => {
  if (usingPostgres) {
    s3 = await startS3Process();
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
    await postgresAdmin(`create database ${restoredDb}`);
  }
}, 30_000);

afterAll(async () => {
  killApiProcesses();
  if (usingPostgres) {
    await postgresAdmin(`drop schema if exists ${schema} cascade`);
    await dropTestDatabase(restoredDb);
  }
  await s3?.close();
  vi.unstubAllEnvs();
  rmSync(work, { recursive: true, force: true });
});

/** Comment ids of the restored database, read directly. */
async function restoredCommentIds(): Promise<Set<number>> {
  if (!usingPostgres) {
    const db = new SqliteDatabase(join(restoredDir, 'modkit.sqlite'), { readonly: true });
    try {
      return new Set(db.prepare('select id from comments').pluck().all() as number[]);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: restoredUrl(), options: `-c search_path=${schema}` });
  await client.connect();
  try {
    return new Set((await client.query<{ id: number }>('select id from comments')).rows.map((r) => r.id));
  } finally {
    await client.end();
  }
}

/** Every file under a folder with its SHA-256 (to show a refused restore changed nothing). */
const folderDigest = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const path = join(e.parentPath, e.name);
      return `${path.slice(root.length)} ${createHash('sha256').update(readFileSync(path)).digest('hex')}`;
    })
    .sort();

describe(`backup and restore on ${engine}`, () => {
  it('backs up while 20 clients write; the restored server holds every row acknowledged before, its files, and the demo learner signs in', async () => {
    const source = await startApiProcess(sourceDir, schema, storageOf('source'));
    const accounts = await signInDemo(source.url);
    const learner = accounts.find((a) => a.email === 'learner@modkit.test')!;
    const photo = new FormData();
    photo.append('media', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'me.png');
    const profile = await fetch(`${source.url}/users/profile`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${learner.token}` },
      body: photo,
    });
    const photoPath = ((await profile.json()) as { data: { media: { path: string } } }).data.media.path;
    const search = await fetch(`${source.url}/modules/search?limit=1`, {
      headers: { Authorization: `Bearer ${learner.token}` },
    });
    const moduleId = ((await search.json()) as { data: { results: Array<{ id: number }> } }).data.results[0]!
      .id;

    let backupStarted = 0;
    const load = commentLoad({
      url: source.url,
      accounts,
      moduleId,
      clients: 20,
      durationMs: 10_000,
      timeoutMs: 10_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const backup = (async () => {
      backupStarted = Date.now();
      return runCommand('backup', [archive, ...(schema ? ['--schema', schema] : [])], sourceEnv());
    })();
    // What was acknowledged when the backup began (the answers already in hand).
    const figures = await load;
    const ackedBefore = figures.acknowledged.filter((a) => a.at <= backupStarted).map((a) => a.id);
    const done = await backup;
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/^modkit backup: .*modkit\.backup \((sqlite|postgres), schema \d{4}-/m);
    expect(figures.failed).toEqual([]);
    source.child.kill('SIGTERM');
    await source.exited;

    const restore = await runCommand('restore', [archive], restoredEnv());
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/^comments\s+\d+\s+\d+$/m);
    expect(restore.stdout).toMatch(/^users\s+\d+\s+\d+$/m);

    const restored = await startApiProcess(restoredDir, schema, {
      ...(usingPostgres ? { DURABILITY_DATABASE_URL: restoredUrl() } : {}),
      ...storageOf('restored'),
    });
    const signedIn = await signInDemo(restored.url); // the demo learner among them
    expect(signedIn.map((a) => a.email)).toContain('learner@modkit.test');
    const found = await restoredCommentIds();
    const missing = ackedBefore.filter((id) => !found.has(id));
    expect(missing).toEqual([]);
    const photoAgain = await fetch(restored.url + photoPath.replace(/^\/api/, ''));
    expect(photoAgain.status).toBe(200);
    expect(Buffer.from(await photoAgain.arrayBuffer())).toEqual(TINY_PNG);
    const mine = signedIn.find((a) => a.email === 'learner@modkit.test')!;
    const certificates = await fetch(`${restored.url}/certificates`, {
      headers: { Authorization: `Bearer ${mine.token}` },
    });
    const listed = (await certificates.json()) as { data: { results: Array<{ media: { path: string } }> } };
    const certificate = listed.data.results[0]!.media;
    const pdf = await fetch(restored.url + certificate.path.replace(/^\/api/, ''));
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    restored.child.kill('SIGTERM');
    await restored.exited;
    console.log(
      `backup ${JSON.stringify({
        engine,
        clients: 20,
        sent: figures.sent,
        acknowledged: figures.acknowledged.length,
        acknowledgedBeforeBackup: ackedBefore.length,
        foundOfThose: ackedBefore.length - missing.length,
        acknowledgedAfterStartFound: figures.acknowledged.filter(
          (a) => a.at > backupStarted && found.has(a.id),
        ).length,
        refused: figures.refused,
        failed: figures.failed.length,
        backup: done.stdout.trim(),
      })}`,
    );
  }, 120_000);

  it('a corrupted archive is refused with one line and changes nothing; a place in use is refused without --force', async () => {
    const rowsBefore = (await restoredCommentIds()).size;
    const before = folderDigest(restoredDir);
    const corrupted = join(work, 'corrupted.backup');
    copyFileSync(archive, corrupted);
    const bytes = readFileSync(corrupted);
    for (let i = 0; i < 64; i++) bytes[Math.floor(bytes.length / 2) + i]! ^= 0xff;
    writeFileSync(corrupted, bytes);
    const refused = await runCommand('restore', [corrupted, '--force'], restoredEnv());
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^modkit restore refused: the archive is damaged/),
    ]);
    expect(folderDigest(restoredDir)).toEqual(before);

    const inUse = await runCommand('restore', [archive], restoredEnv());
    expect(inUse.code).toBe(1);
    expect(inUse.stderr.trim()).toMatch(
      /^modkit restore refused: (DATA_DIR .* is not empty|the PostgreSQL schema .* already holds tables)/,
    );
    expect(folderDigest(restoredDir)).toEqual(before);
    expect((await restoredCommentIds()).size).toBe(rowsBefore);
  }, 60_000);
});
