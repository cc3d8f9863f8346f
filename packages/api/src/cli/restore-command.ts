import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupKeyProblem, loadBackupKey } from '../backup/backup-key';
import { RestoreRefused, type RestoreSummary, restoreBackup } from '../backup/restore-backup';
import type { SchemaPart } from '../backup/schema-parts';
import { configFromEnv } from '../config/config';

const USAGE = 'usage: npm run restore -- <archive> [--force] [--unencrypted] [--schema <postgres schema>]';

/**
 * `npm run restore`: restores an archive of `npm run backup` into this modkit's DATA_DIR / DATABASE_URL /
 * STORAGE_URL, of either engine (see src/backup/restore-backup.ts), with BACKUP_KEY (in development without
 * it, DATA_DIR/backup.key when there), refusing a target that holds data unless --force, and an older
 * modkit's unencrypted archive unless --unencrypted; ends with the rows per table. `parts`: the parts
 * composed with the api whose tables a move across engines makes (the root's command gives the LTI tool's).
 */
export async function runRestoreCommand(parts: SchemaPart[] = []): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, unencrypted: { type: 'boolean' }, schema: { type: 'string' } },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  try {
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
      {
        key: key?.bytes ?? null,
        force: values.force === true,
        allowUnencrypted: values.unencrypted === true,
        parts,
      },
    );
    if (!report(archive, summary)) process.exit(1);
  } catch (error) {
    const line = error instanceof Error ? error.message : String(error);
    console.error(
      error instanceof RestoreRefused || error instanceof BackupKeyProblem
        ? `modkit restore refused: ${line}`
        : `modkit restore failed: ${line}`,
    );
    process.exit(1);
  }
}

/** Prints what was restored and the rows per table; false when a carried table's rows differ. */
function report(archive: string, summary: RestoreSummary): boolean {
  for (const warning of summary.warnings) console.error(`modkit restore: warning: ${warning}`);
  const { manifest } = summary;
  const into = summary.engine === manifest.engine ? '' : ` into ${summary.engine}`;
  console.log(
    `modkit restore: ${archive} of ${manifest.created_at} (modkit ${manifest.modkit_version}, ${manifest.engine}) restored${into}, ${summary.files} files`,
  );
  if (summary.schemaVersion !== manifest.schema_version)
    console.log(`schema migrated forward: ${manifest.schema_version} -> ${summary.schemaVersion}`);
  const width = Math.max(...summary.tables.map((t) => t.table.length));
  const cell = (n: number | null) => String(n ?? '-').padStart(9);
  console.log(`${'table'.padEnd(width)}  ${'archived'.padStart(9)}  ${'restored'.padStart(9)}`);
  for (const t of summary.tables)
    console.log(
      `${t.table.padEnd(width)}  ${cell(t.archived)}  ${cell(t.restored)}${t.note ? `  (${t.note})` : ''}`,
    );
  const differ = summary.tables.filter((t) => t.archived !== null && !t.note && t.archived !== t.restored);
  if (differ.length)
    console.error(
      `modkit restore: the row counts of ${differ.map((t) => t.table).join(', ')} differ from the archive's`,
    );
  return differ.length === 0;
}
