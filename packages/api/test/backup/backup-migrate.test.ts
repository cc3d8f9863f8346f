import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../src/backup/create-backup';
import { restoreBackup } from '../../src/backup/restore-backup';
import { openDatabase } from '../../src/db/connect';
import { MIGRATION_NAMES, migrateUpTo } from '../../src/db/migrate';
import { editManifest, repackArchive, testBackupKey, unpackArchive } from '../fixtures/backup-archives';
import { usingPostgres } from '../support/harness';

/**
 * An archive of an older modkit (its database at an older migration) restores and migrates forward; an
 * archive that names a schema this modkit does not know is refused before anything is written.
 */
const work = mkdtempSync(join(tmpdir(), 'modkit-backup-migrate-'));
const key = testBackupKey();
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(usingPostgres)('restoring an older archive', () => {
  // The archive is of the modkit before the privacy events' table (a later migration's table the restore adds).
  const older = MIGRATION_NAMES[MIGRATION_NAMES.indexOf('0021-privacy-events') - 1]!;

  it(`migrates forward from ${older} to ${MIGRATION_NAMES.at(-1)} and keeps every row`, async () => {
    const source = join(work, 'old');
    const handle = openDatabase({ dataDir: source });
    await migrateUpTo(handle.db, older);
    await handle.db
      .insertInto('organizations')
      .values({ name: 'Lakeside', school: null, created_at: new Date().toISOString() })
      .execute();
    await handle.close();
    const archive = join(work, 'old.zip');
    const { manifest } = await createBackup({ dataDir: source }, archive, key.bytes);
    expect(manifest.schema_version).toBe(older);
    expect(manifest.tables.organizations).toBe(1);

    const summary = await restoreBackup({ dataDir: join(work, 'new') }, archive, { key: key.bytes });
    expect(summary.schemaVersion).toBe(MIGRATION_NAMES.at(-1));
    expect(summary.tables).toContainEqual({ table: 'organizations', archived: 1, restored: 1 });
    // The newer migration's table exists now (it was not in the archive).
    expect(summary.tables.find((t) => t.table === 'privacy_events')).toEqual({
      table: 'privacy_events',
      archived: null,
      restored: 0,
    });
  });

  it('refuses an archive of a newer modkit, before writing anything', async () => {
    const entries = await unpackArchive(join(work, 'old.zip'), key.bytes);
    editManifest(entries, (manifest) => {
      manifest.schema_version = '9999-future';
    });
    await repackArchive(entries, join(work, 'future.zip'), key.bytes);
    const target = join(work, 'never');
    await expect(
      restoreBackup({ dataDir: target }, join(work, 'future.zip'), { key: key.bytes }),
    ).rejects.toThrow(
      /^the archive cannot be restored: it was written by a newer modkit \(schema 9999-future/,
    );
    expect(existsSync(target)).toBe(false);
  });
});
