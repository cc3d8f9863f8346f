import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../fixtures/people';
import { readZip } from '../fixtures/unzip';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';

/**
 * Issue 43: a personal-data export does not hold a connection of the pool while it is downloaded. On
 * PostgreSQL the archive is written into a file first (its document read in one snapshot, at most two
 * exports at a time), then sent: a download nobody reads — a slow phone, a stalled client — holds no
 * connection, where it held one of the ten for its whole length (ten of them stopped every request of the
 * server). The archive is larger than the sockets' buffers, so an unread answer cannot complete on its own.
 */
const ROWS = 80_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 30_000);
afterAll(() => server?.close());

/** The server's pool's connections checked out now. */
const inUse = () => server.api.ctx.pool!.totalCount - server.api.ctx.pool!.idleCount;

describe.skipIf(!usingPostgres)('exports and the pool (PostgreSQL)', () => {
  it('two downloads nobody reads hold no connection; read later, each is the whole archive', async () => {
    const learner = await createUser(server.api.ctx, {});
    // About 300 characters of random hexadecimal each: the archive compresses to well over 10 MB.
    await sql`insert into notifications (user_id, body, is_read, created_at)
      select ${learner.id}, md5(random()::text) || md5(random()::text) || md5(random()::text) || md5(random()::text)
        || md5(random()::text) || md5(random()::text) || md5(random()::text) || md5(random()::text) || n,
        0, '2026-11-27T10:00:00.000Z'
      from generate_series(1, ${ROWS}) n`.execute(server.api.ctx.db);
    const download = () =>
      fetch(`${server.url}/users/export`, { headers: { Authorization: `Bearer ${learner.token}` } });
    const answers = await Promise.all([download(), download()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    // Both answers begun, neither body read: no connection is held for them. (The server's own background work
    // takes one now and then: the pool is watched until it is all idle, which held exports never let it be.)
    await expect.poll(inUse, { timeout: 10_000, interval: 50 }).toBe(0);
    const length = Number(answers[0]!.headers.get('content-length'));
    expect(length).toBeGreaterThan(10 * 2 ** 20);
    for (const answer of answers) {
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(bytes.length).toBe(Number(answer.headers.get('content-length')));
      const document = JSON.parse((await readZip(bytes)).get('modkit-data.json')!.toString()) as {
        sections: { notifications: { rows: unknown[] } };
      };
      expect(document.sections.notifications.rows).toHaveLength(ROWS);
    }
  }, 120_000);
});
