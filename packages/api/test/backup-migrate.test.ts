import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from '../src/backup/create-backup';
import { RestoreRefused, restoreBackup } from '../src/backup/restore-backup';
import { openDatabase } from '../src/db/connect';
import { MIGRATION_NAMES, migrateUpTo } from '../src/db/migrate';
import { usingPostgres } from './harness';

/**
 * An archive of an older modkit (its database at an older migration) restores and migrates forward; an
 * archive that names a schema this modkit does not know is refused before anything is written.
 */
const work = mkdtempSync(join(tmpdir(), 'modkit-backup-migrate-'));
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
    const { manifest } = await createBackup({ dataDir: source }, archive);
    expect(manifest.schema_version).toBe(older);
    expect(manifest.tables.organizations).toBe(1);

    const summary = await restoreBackup({ dataDir: join(work, 'new') }, archive);
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
    const archive = join(work, 'old.zip');
    const { readFileSync, writeFileSync } = await import('node:fs');
    const text = readFileSync(archive)
      .toString('latin1')
      .replace(
        `"schema_version": "${older}"`,
        `"schema_version": "${'9999-future'.padEnd(older.length, '-')}"`,
      );
    writeFileSync(join(work, 'future.zip'), Buffer.from(text, 'latin1'));
    const target = join(work, 'never');
    await expect(restoreBackup({ dataDir: target }, join(work, 'future.zip'))).rejects.toThrow(
      RestoreRefused,
    );
    const { existsSync } = await import('node:fs');
    expect(existsSync(target)).toBe(false);
  });
});
