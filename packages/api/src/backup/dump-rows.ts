import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { COPY_END, copyStart, readCopyLine } from './copy-text';
import { pgTool, runPgTool } from './pg-tools';

/** What reading a dump's rows calls, line by line, in the dump's order. */
export interface DumpVisitor {
  /** A table's rows begin (its columns in the order of its lines). */
  table?(table: string, columns: string[]): void;
  /** A row of the current table, its COPY line as it is (read its fields with `readCopyLine`). */
  row?(table: string, line: string): void;
  /** Any other line (`SET …`, `SELECT pg_catalog.setval(…)`, comments). */
  other?(line: string): void;
}

/**
 * Reads a `pg_dump --format=custom` file's data without a PostgreSQL server: `pg_restore --data-only
 * --file=-` prints each table's rows as a COPY block (one line a row, newlines inside values escaped, `\.` at
 * its end), streamed line by line: the dump is never held in memory, and the visitor's work (synchronous)
 * paces the reading.
 */
export function readDump(file: string, visitor: DumpVisitor): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(pgTool('pg_restore'), ['--data-only', '--file=-', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let table: string | null = null;
    let err = '';
    let failed: unknown = null;
    child.stderr.on('data', (c) => {
      err += c;
    });
    createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      if (failed) return;
      try {
        if (table === null) {
          const start = copyStart(line);
          if (!start) return visitor.other?.(line);
          table = start.table;
          visitor.table?.(table, start.columns);
        } else if (line === COPY_END) table = null;
        else visitor.row?.(table, line);
      } catch (error) {
        failed = error;
        child.kill();
      }
    });
    child.on('error', (error) => reject(new Error(`pg_restore: ${error.message}`)));
    child.on('close', (code) => {
      if (failed) reject(failed);
      else if (code === 0) resolve();
      else reject(new Error(`pg_restore failed: ${err.trim().split('\n').at(-1) ?? `exit ${code}`}`));
    });
  });
}

/** What a dump holds, read before it is restored anywhere. */
export interface DumpContents {
  /** Rows per table. */
  rows: Record<string, number>;
  /** Each table's columns, in the dump's order. */
  columns: Record<string, string[]>;
  /** Each sequence's last value given (by name, unqualified; 0 when none was given yet). */
  sequences: Record<string, number>;
  /** The rows of the tables asked for (small ones: migration bookkeeping), each a record by column. */
  captured: Record<string, Array<Record<string, string | null>>>;
}

const SETVAL = /^SELECT pg_catalog\.setval\('(?:[^']*\.)?("?)([^'"]+)\1', (\d+), (true|false)\);$/;

/** One pass over a dump: its rows per table, columns, sequences, and the rows of the tables in `capture`. */
export async function describeDump(file: string, capture: readonly string[] = []): Promise<DumpContents> {
  const contents: DumpContents = { rows: {}, columns: {}, sequences: {}, captured: {} };
  await readDump(file, {
    table(table, columns) {
      contents.rows[table] = 0;
      contents.columns[table] = columns;
      if (capture.includes(table)) contents.captured[table] = [];
    },
    row(table, line) {
      contents.rows[table]! += 1;
      const kept = contents.captured[table];
      if (!kept) return;
      const fields = readCopyLine(line);
      kept.push(Object.fromEntries(contents.columns[table]!.map((c, i) => [c, fields[i] ?? null])));
    },
    other(line) {
      const setval = SETVAL.exec(line);
      if (setval) contents.sequences[setval[2]!] = Number(setval[3]) - (setval[4] === 'true' ? 0 : 1);
    },
  });
  return contents;
}

const OWNED_BY =
  /^ALTER SEQUENCE (?:\S+\.)?("?)([^\s"]+)\1 OWNED BY (?:\S+\.)?("?)([^\s".]+)\3\.("?)([^\s";]+)\5;$/;

/** Which table and column owns each sequence of a dump (serial columns: `ALTER SEQUENCE … OWNED BY …`). */
export async function dumpSequenceOwners(
  file: string,
): Promise<Record<string, { table: string; column: string }>> {
  const schema = await runPgTool('pg_restore', ['--schema-only', '--file=-', file]);
  const owners: Record<string, { table: string; column: string }> = {};
  for (const line of schema.split('\n')) {
    const owned = OWNED_BY.exec(line);
    if (owned) owners[owned[2]!] = { table: owned[4]!, column: owned[6]! };
  }
  return owners;
}
