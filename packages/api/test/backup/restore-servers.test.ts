import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup, type DataLocation } from '../../src/backup/create-backup';
import { RestoreRefused, restoreBackup } from '../../src/backup/restore-backup';
import { lockDataDirForRestore, lockSchemaForRestore, RESTORE_RUNNING } from '../../src/db/server-presence';
import { testBackupKey } from '../fixtures/backup-archives';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';

/**
 * Issue 43: a restore that running servers do not see. Servers announce themselves (PostgreSQL: a shared lock
 * of their schema on their change feed's connection; SQLite: a read lock of DATA_DIR/server.lock), so a
 * restore into the database two running servers use is refused in one line and changes nothing; once they
 * stop it goes through, and while it runs no server starts on that database.
 */
const engine = usingPostgres ? 'PostgreSQL' : 'SQLite';
const work = mkdtempSync(join(tmpdir(), 'modkit-restore-servers-'));
const key = testBackupKey();
const archive = join(work, 'modkit.backup');
const dataDir = join(work, 'data');
let first: TestServer;
let second: TestServer;

/** The database both servers use: the SQLite file of their DATA_DIR, or their PostgreSQL schema. */
const location = (): DataLocation => ({
  dataDir,
  ...(usingPostgres ? { databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: first.pgSchema } : {}),
});
const start = (sharing?: TestServer) => startTestServer({ dataDir, ...(sharing ? { sharing } : {}) });
const accounts = async (server: TestServer) =>
  (await server.api.ctx.db.selectFrom('users').select('email').execute()).map((u) => u.email).sort();

beforeAll(async () => {
  first = await start();
  second = await start(first);
  await createUser(first.api.ctx, { email: 'before-the-backup@test.modkit' });
  await createBackup(location(), archive, key.bytes);
  await createUser(second.api.ctx, { email: 'after-the-backup@test.modkit' });
}, 30_000);

afterAll(async () => {
  await second?.close();
  await first?.close();
  rmSync(work, { recursive: true, force: true });
});

describe(`a restore and the servers running on its target (${engine})`, () => {
  it('is refused while two servers use the database, in one line, and changes nothing', async () => {
    const refusal = await restoreBackup(location(), archive, { key: key.bytes, force: true }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RestoreRefused);
    expect((refusal as Error).message).toMatch(
      usingPostgres
        ? /^2 modkit servers are connected to the PostgreSQL schema t_\w+: stop them first/
        : /^a modkit server is running on DATA_DIR .*data: stop it first/,
    );
    expect(await accounts(first)).toContain('after-the-backup@test.modkit');
  });

  it('goes through once they stopped, and no server starts on that database while it runs', async () => {
    await second.close();
    const schema = first.pgSchema;
    await first.api.close(); // the schema stays (the harness drops it at its own close)
    const held = schema
      ? await lockSchemaForRestore(process.env.TEST_DATABASE_URL!, schema)
      : lockDataDirForRestore(dataDir);
    expect(held).toHaveProperty('lock');
    await expect(start(first)).rejects.toThrow(RESTORE_RUNNING);
    await (held as { lock: { release(): Promise<void> } }).lock.release();

    const summary = await restoreBackup(location(), archive, { key: key.bytes, force: true });
    const users = summary.tables.find((t) => t.table === 'users');
    expect(users?.restored).toBe(users?.archived);
    second = await start(first);
    const restored = await accounts(second);
    expect(restored).toContain('before-the-backup@test.modkit');
    expect(restored).not.toContain('after-the-backup@test.modkit');
  });
});
