import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../../src/accounts/first-admin';
import { ensurePackages } from '../../src/seed/seed-demo';
import { postgresAdmin } from '../fixtures/postgres-admin';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';

/**
 * Several servers of one deployment starting at the same moment on an empty PostgreSQL database: the
 * migrations take a lock, and the first-start data (the packages, the first administrator) is made once —
 * the servers that lose the race find it made instead of stopping on a duplicate key (seen with compose).
 */
const schema = `t_${randomBytes(6).toString('hex')}`;
const admin = postgresAdmin;
const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
  if (usingPostgres) await admin(`drop schema if exists ${schema} cascade`);
});

describe('two servers making the first-start data at the same moment', () => {
  it('make the packages and the first administrator once, and neither stops on a duplicate key', async (context) => {
    context.skip(!usingPostgres, 'SQLite serves one process');
    await admin(`create schema ${schema}`);
    const a = await startTestServer({ pgSchema: schema });
    const b = await startTestServer({ pgSchema: schema });
    servers.push(a, b);
    const contexts = [a.api.ctx, b.api.ctx, a.api.ctx, b.api.ctx];
    await admin(`delete from ${schema}.packages`);
    const packages = await Promise.allSettled(contexts.map((ctx) => ensurePackages(ctx)));
    const links = await Promise.allSettled(contexts.map((ctx) => ensureFirstAdmin(ctx, 'ops@example.org')));
    const failures = [...packages, ...links].flatMap((r) =>
      r.status === 'rejected' ? [String(r.reason)] : [],
    );
    expect(failures).toEqual([]);
    const counts = await admin(`select name, count(*)::int as n from ${schema}.packages group by name`);
    expect(counts.rows.length).toBeGreaterThan(0);
    expect(counts.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
    const admins = await admin(
      `select count(*)::int as n from ${schema}.users where email = 'ops@example.org'`,
    );
    expect(admins.rows[0].n).toBe(1);
  });
});
