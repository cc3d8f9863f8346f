/**
 * Writes one archive of this modkit while it keeps serving (see src/backup/create-backup.ts):
 *   npm run backup -- modkit-2026-11-27.zip [--schema <postgres schema>]
 * It reads DATA_DIR, DATABASE_URL and STORAGE_URL (and the AWS_* keys) as the server does.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../backup/create-backup';
import { configFromEnv } from '../config/config';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { schema: { type: 'string' } },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error('usage: npm run backup -- <archive.zip> [--schema <postgres schema>]');
    process.exit(2);
  }
  const config = configFromEnv();
  const archive = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const { manifest, files, ms } = await createBackup(
    {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      pgSchema: values.schema,
      storageUrl: config.storageUrl,
    },
    archive,
  );
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `modkit backup: ${archive} (${manifest.engine}, schema ${manifest.schema_version}, ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${files} files, ${(ms / 1000).toFixed(1)} s)`,
  );
}

main().catch((error: unknown) => {
  console.error(`modkit backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
