import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import type { ApiContext } from '../config/context';

const ATTEMPTS = 20;
const PAUSE_MS = 250;

/**
 * After an erasure on SQLite: the write-ahead log still holds the pages as they were before (with the
 * erased rows) until a checkpoint copies the new pages into the database file, which `secure_delete` (on
 * for every connection, `db/connect.ts`) wrote with the deleted cells zeroed. A TRUNCATE checkpoint does
 * both and empties the log file. A reader that holds an older snapshot (a backup running) makes it
 * incomplete: it is tried again, in the background, until it completes.
 */
export async function scrubSqliteFiles(ctx: ApiContext): Promise<boolean> {
  if (await checkpointTruncate(ctx)) return true;
  ctx.background.run(async () => {
    for (let attempt = 1; attempt < ATTEMPTS; attempt++) {
      await delay(PAUSE_MS);
      if (await checkpointTruncate(ctx)) return;
    }
    throw new Error('the write-ahead log could not be checkpointed after an erasure (a reader held it)');
  });
  return false;
}

async function checkpointTruncate(ctx: ApiContext): Promise<boolean> {
  const result = await sql<{
    busy: number;
    log: number;
    checkpointed: number;
  }>`pragma wal_checkpoint(TRUNCATE)`.execute(ctx.db);
  const row = result.rows[0];
  return !row || (row.busy === 0 && row.log <= 0);
}
