import type { BackupManifest } from './manifest';
import { RestoreRefused } from './restore-refused';

/**
 * Refuses, in one line, a database whose rows per table (`staged`: counted in the staged copy, before
 * anything moves into place: SQLite's file read-only, a dump's COPY rows as pg_restore streams them) are not
 * the manifest's (a table missing on either side counts as empty): the manifest was changed, or the database
 * does not belong to it.
 */
export function assertCountsMatch(manifest: BackupManifest, staged: Record<string, number>): void {
  const tables = [...new Set([...Object.keys(manifest.tables), ...Object.keys(staged)])].sort();
  const differ = tables.filter((table) => (manifest.tables[table] ?? 0) !== (staged[table] ?? 0));
  if (!differ.length) return;
  const first = differ[0]!;
  throw new RestoreRefused(
    `the archive's database does not match its manifest: ${first} holds ${staged[first] ?? 0} rows, the manifest says ${manifest.tables[first] ?? 0}${differ.length > 1 ? ` (and ${differ.length - 1} more tables differ)` : ''}`,
  );
}
