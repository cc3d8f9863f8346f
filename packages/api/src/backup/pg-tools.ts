import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** `pg_dump` and `pg_restore` (Debian's postgresql-client), from `PG_BIN` when set, else the PATH. */
export const pgTool = (name: 'pg_dump' | 'pg_restore') =>
  process.env.PG_BIN ? join(process.env.PG_BIN, name) : name;

/** Runs a PostgreSQL client tool; answers its output, or rejects with its last line of errors (or that it is not installed). */
export function runPgTool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(pgTool(name), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.stderr.on('data', (c) => {
      err += c;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${name} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client) or set PG_BIN`
            : `${name}: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${name} failed: ${err.trim().split('\n').at(-1) ?? `exit ${code}`}`));
    });
  });
}
