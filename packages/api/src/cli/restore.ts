/**
 * Restores an archive of `npm run backup` into this modkit's DATA_DIR / DATABASE_URL / STORAGE_URL (see
 * src/backup/restore-backup.ts) with BACKUP_KEY (in development without it, DATA_DIR/backup.key when there),
 * refusing a target that holds data unless --force, and an older modkit's unencrypted archive unless
 * --unencrypted; ends with the rows per table:
 *   npm run restore -- modkit-2026-11-27.backup [--force] [--unencrypted] [--schema <postgres schema>]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupKeyProblem, loadBackupKey } from '../backup/backup-key';
import { RestoreRefused, restoreBackup } from '../backup/restore-backup';
import { configFromEnv } from '../config/config';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, unencrypted: { type: 'boolean' }, schema: { type: 'string' } },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error(
      'usage: npm run restore -- <archive> [--force] [--unencrypted] [--schema <postgres schema>]',
    );
    process.exit(2);
  }
  const config = configFromEnv();
  const key = await loadBackupKey({ dataDir: config.dataDir, production: config.production });
  const archive = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const summary = await restoreBackup(
    {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      pgSchema: values.schema,
      storageUrl: config.storageUrl,
    },
    archive,
    { key: key?.bytes ?? null, force: values.force === true, allowUnencrypted: values.unencrypted === true },
  );
  for (const warning of summary.warnings) console.error(`modkit restore: warning: ${warning}`);
  const { manifest } = summary;
  console.log(
    `modkit restore: ${archive} of ${manifest.created_at} (modkit ${manifest.modkit_version}, ${manifest.engine}) restored, ${summary.files} files`,
  );
  if (summary.schemaVersion !== manifest.schema_version)
    console.log(`schema migrated forward: ${manifest.schema_version} -> ${summary.schemaVersion}`);
  const width = Math.max(...summary.tables.map((t) => t.table.length));
  console.log(`${'table'.padEnd(width)}  ${'archived'.padStart(9)}  ${'restored'.padStart(9)}`);
  for (const t of summary.tables)
    console.log(
      `${t.table.padEnd(width)}  ${String(t.archived ?? '-').padStart(9)}  ${String(t.restored).padStart(9)}`,
    );
  const differ = summary.tables.filter((t) => t.archived !== null && t.archived !== t.restored);
  if (differ.length) {
    console.error(
      `modkit restore: the row counts of ${differ.map((t) => t.table).join(', ')} differ from the archive's`,
    );
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  const line = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof RestoreRefused || error instanceof BackupKeyProblem
      ? `modkit restore refused: ${line}`
      : `modkit restore failed: ${line}`,
  );
  process.exit(1);
});
