import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connect';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { postgresAdmin } from '../fixtures/postgres-admin';
import { readZip } from '../fixtures/unzip';
import { usingPostgres } from '../support/harness';
import { type ApiProcess, killApiProcesses, startApiProcess } from '../support/spawn-api';

/**
 * A learner with a great many rows downloads their data from a server whose heap is capped well below
 * what the document takes whole (issue 25: the production server runs with a capped old space): the
 * export is written as its rows are read, so it completes, and the server keeps answering.
 */
const ROWS = 150_000;
/**
 * The old space of the server's process, MB. The server itself holds about 60 MB of it once it has answered
 * its first requests (development mode: the source compiled as it is imported), so what is left (about 35 MB)
 * cannot hold the document whole (about 90 MB of JSON, more as rows); with 64 MB the server ran out of memory
 * on a busy machine whatever the export did.
 */
const HEAP_CAP_MB = 96;

let server: ApiProcess;
const dataDir = mkdtempSync(join(tmpdir(), 'modkit-export-large-'));
const pgSchema = usingPostgres ? `t_exp_${randomBytes(5).toString('hex')}` : undefined;

beforeAll(async () => {
  server = await startApiProcess(dataDir, pgSchema, { NODE_OPTIONS: `--max-old-space-size=${HEAP_CAP_MB}` });
}, 120_000);

afterAll(async () => {
  killApiProcesses();
  if (pgSchema) await postgresAdmin(`drop schema if exists ${pgSchema} cascade`);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs SQL on the server's database from the test (its own connection). */
async function onDatabase(work: (db: ReturnType<typeof openDatabase>['db']) => Promise<unknown>) {
  const handle = openDatabase({
    dataDir,
    ...(pgSchema ? { databaseUrl: process.env.TEST_DATABASE_URL, pgSchema } : {}),
  });
  try {
    await work(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * Gives a user `count` notifications of about 300 characters each, in one statement: the same text numbered,
 * or (`random`) random hexadecimal that compresses badly, so the zip is large too.
 */
async function addNotifications(userId: number, count: number, random = false): Promise<void> {
  const text = `A new module is waiting for you in your library: ${'bridges and arches, '.repeat(12)}`;
  const body = random
    ? usingPostgres
      ? sql`md5(random()::text) || md5(random()::text) || md5(random()::text) || md5(random()::text)`
      : sql`hex(randomblob(64))`
    : sql`${text}`;
  await onDatabase((db) =>
    (usingPostgres
      ? sql`insert into notifications (user_id, body, is_read, created_at)
            select ${userId}, ${body} || n, 0, '2026-11-27T10:00:00.000Z' from generate_series(1, ${count}) n`
      : sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
            insert into notifications (user_id, body, is_read, created_at)
            select ${userId}, ${body} || i, 0, '2026-11-27T10:00:00.000Z' from n`
    ).execute(db),
  );
}

const login = async (who: string) => {
  const res = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${who}@modkit.test`, password: DEMO_PASSWORD, recaptchaResponse: 'x' }),
  });
  return (await res.json()) as { meta: { token: string }; data: { id: number } };
};

describe(`a large export under a capped heap (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it(`exports a learner with ${ROWS} more rows from a server capped at ${HEAP_CAP_MB} MB of old space`, async () => {
    const { meta, data } = await login('learner');
    await addNotifications(data.id, ROWS);

    const res = await fetch(`${server.url}/users/export`, {
      headers: { Authorization: `Bearer ${meta.token}` },
    });
    expect(res.status).toBe(200);
    const entries = await readZip(Buffer.from(await res.arrayBuffer()));
    const doc = JSON.parse(entries.get('modkit-data.json')!.toString()) as {
      sections: Record<string, { rows: Array<{ body: string }> }>;
    };
    const notifications = doc.sections.notifications!.rows;
    expect(notifications.length).toBeGreaterThan(ROWS);
    // Every one of them, each once (the order is the database's).
    const added = new Set(
      notifications.map((n) => n.body).filter((b) => b.startsWith('A new module is waiting')),
    );
    expect(added.size).toBe(ROWS);
    // The same process still answers: it did not run out of memory.
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  }, 240_000);

  it('an export that fails is never a whole file and records nothing: SQLite’s download fails mid-way, PostgreSQL’s answers an error before its first byte', async () => {
    const { meta, data } = await login('mentor');
    await addNotifications(data.id, 100_000, true);
    const exported = () =>
      fetch(`${server.url}/users/export`, { headers: { Authorization: `Bearer ${meta.token}` } });
    const away = () =>
      onDatabase((db) => sql`alter table public_likes rename to public_likes_away`.execute(db));
    const back = () =>
      onDatabase((db) => sql`alter table public_likes_away rename to public_likes`.execute(db));
    if (usingPostgres) {
      // The archive is written whole before the answer begins: the last section's table gone, its query fails.
      await away();
      try {
        const res = await exported();
        expect(res.status).toBe(500);
        expect(await res.json()).toHaveProperty('message');
      } finally {
        await back();
      }
      expect(readdirSync(join(dataDir, 'incoming')).filter((f) => f.startsWith('export-'))).toEqual([]);
    } else {
      const res = await exported();
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      await reader.read();
      // While the reader has taken only the start, the last section's table goes away: its query fails.
      await away();
      try {
        const rest = (async () => {
          for (let part = await reader.read(); !part.done; part = await reader.read());
        })();
        await expect(rest).rejects.toThrow();
      } finally {
        await back();
      }
    }
    await onDatabase(async (db) => {
      const recorded = await db
        .selectFrom('privacy_events')
        .select('id')
        .where('kind', '=', 'EXPORT')
        .where('role', '=', 'MENTOR')
        .execute();
      expect(recorded).toEqual([]);
    });
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  }, 240_000);
});
