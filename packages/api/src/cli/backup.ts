/**
 * Writes one archive of this modkit while it keeps serving (see src/backup/create-backup.ts), encrypted with
 * BACKUP_KEY (in development without it, a key made once into DATA_DIR/backup.key and printed then):
 *   npm run backup -- modkit-2026-11-27.backup [--schema <postgres schema>]
 * It reads DATA_DIR, DATABASE_URL and STORAGE_URL (and the AWS_* keys) as the server does.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupKeyProblem, DEVELOPMENT_KEY_FILE, loadBackupKey } from '../backup/backup-key';
import { createBackup } from '../backup/create-backup';
import { configFromEnv } from '../config/config';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { schema: { type: 'string' } },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error('usage: npm run backup -- <archive> [--schema <postgres schema>]');
    process.exit(2);
  }
  const config = configFromEnv();
  const key = await loadBackupKey({ dataDir: config.dataDir, production: config.production, create: true });
  if (key?.generated)
    console.log(
      `modkit backup: BACKUP_KEY is not set, so a backup key was made into ${resolve(config.dataDir, DEVELOPMENT_KEY_FILE)}. Keep a copy apart from the backups (they cannot be restored without it) and restore with BACKUP_KEY=${key.generated}`,
    );
  const archive = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const { manifest, files, ms } = await createBackup(
    {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      pgSchema: values.schema,
      storageUrl: config.storageUrl,
    },
    archive,
    key!.bytes,
  );
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `modkit backup: ${archive} (${manifest.engine}, schema ${manifest.schema_version}, ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${files} files, encrypted, ${(ms / 1000).toFixed(1)} s)`,
  );
}

main().catch((error: unknown) => {
  const line = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof BackupKeyProblem ? `modkit backup refused: ${line}` : `modkit backup failed: ${line}`,
  );
  process.exit(1);
});
