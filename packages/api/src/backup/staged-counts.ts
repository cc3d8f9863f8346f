import type { BackupManifest } from './manifest';
import { countDumpRows } from './postgres-dump';
import { RestoreRefused } from './restore-refused';
import { describeSqlite } from './sqlite-snapshot';

/** Rows per table of an archive's database as it lies in the staging folder, before it goes anywhere. */
export async function stagedRowCounts(
  engine: BackupManifest['engine'],
  database: string,
): Promise<Record<string, number>> {
  return engine === 'postgres' ? countDumpRows(database) : describeSqlite(database).tables;
}

/**
 * Refuses, in one line, a database whose rows per table are not the manifest's (a table missing on either
 * side counts as empty): the manifest was changed, or the database does not belong to it. Checked on the
 * staged copy, before anything moves into place.
 */
export async function assertCountsMatch(manifest: BackupManifest, database: string): Promise<void> {
  const staged = await stagedRowCounts(manifest.engine, database);
  const tables = [...new Set([...Object.keys(manifest.tables), ...Object.keys(staged)])].sort();
  const differ = tables.filter((table) => (manifest.tables[table] ?? 0) !== (staged[table] ?? 0));
  if (!differ.length) return;
  const first = differ[0]!;
  throw new RestoreRefused(
    `the archive's database does not match its manifest: ${first} holds ${staged[first] ?? 0} rows, the manifest says ${manifest.tables[first] ?? 0}${differ.length > 1 ? ` (and ${differ.length - 1} more tables differ)` : ''}`,
  );
}
