import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FULL } from '../../src/http/unavailable';
import { seedMiniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';

/**
 * The disk full on SQLite (issue 27), emulated with `PRAGMA max_page_count` on the server's connection:
 * writes answer 507 with a message (never a 500), reads keep working, the database passes
 * `PRAGMA integrity_check` afterwards, and writes work again once there is room.
 */
let dataDir: string;
let server: TestServer;
let learner: { id: number; token: string };
let moduleId: number;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'modkit-disk-full-'));
  server = await startTestServer({ dataDir });
  await seedMiniCatalogue(server.api.ctx);
  learner = await createUser(server.api.ctx, { packageName: 'PREMIUM' });
  moduleId = (
    await server.api.ctx.db.selectFrom('modules').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(usingPostgres)('the disk full on SQLite', () => {
  it('writes answer 507 with a message, reads keep working, integrity_check passes, and room brings writes back', async () => {
    const { db } = server.api.ctx;
    const pages = Number(
      (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!.page_count,
    );
    await sql.raw(`pragma max_page_count = ${pages + 2}`).execute(db);
    const figures = { sent: 0, acknowledged: 0, full507: 0, failed: [] as string[], reads: 0, readsOk: 0 };
    const text = 'x'.repeat(1_900);
    for (let i = 0; i < 40; i++) {
      figures.sent++;
      const write = await server.call('POST', '/comments', {
        token: learner.token,
        json: { module_id: moduleId, message: `${i} ${text}` },
      });
      if (write.status === 200 || write.status === 201) figures.acknowledged++;
      else if (write.status === 507 && write.body.message === STORAGE_FULL) figures.full507++;
      else figures.failed.push(`${write.status} ${JSON.stringify(write.body).slice(0, 100)}`);
      for (const path of [`/comments?module_id=${moduleId}`, '/users/profile', '/modules/search']) {
        figures.reads++;
        if ((await server.call('GET', path, { token: learner.token })).status === 200) figures.readsOk++;
      }
    }
    const full = await server.call('POST', '/comments', {
      token: learner.token,
      json: { module_id: moduleId, message: text },
    });
    expect(full).toEqual({ status: 507, body: { message: STORAGE_FULL, error: {} } });
    const res = await fetch(`${server.url}/comments`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${learner.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ module_id: moduleId, message: text }),
    });
    expect(res.headers.get('retry-after')).toBe('5');
    expect(figures.failed).toEqual([]);
    expect(figures.full507).toBeGreaterThan(0);
    expect(figures.readsOk).toBe(figures.reads);
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);

    await sql.raw('pragma max_page_count = 1073741823').execute(db);
    const room = await server.call('POST', '/comments', {
      token: learner.token,
      json: { module_id: moduleId, message: text },
    });
    expect(room.status).toBe(201);
    console.log(`outage disk-full ${JSON.stringify({ ...figures, failed: figures.failed.length })}`);
  });
});
