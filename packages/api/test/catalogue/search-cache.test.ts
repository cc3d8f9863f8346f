import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetSearches } from '../../src/catalogue/module-search';
import { seedMiniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';

let clock = Date.parse('2026-03-02T10:00:00Z');
let server: TestServer;
let learner: { token: string };

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  await seedMiniCatalogue(server.api.ctx);
  learner = await createUser(server.api.ctx, { packageName: 'PREMIUM' });
});
afterAll(() => server.close());

const searchNames = async (query: string) => {
  const res = await server.call('GET', `/modules/search?page=1&limit=10&${query}`, { token: learner.token });
  return {
    names: res.body.data.results.map((m: { name: string }) => m.name) as string[],
    views: res.body.data.results.map((m: { views: number }) => m.views) as number[],
    total: res.body.meta.pagination.total as number,
  };
};

/**
 * Renames a module behind the api's back, as an import by another process does (on PostgreSQL the change feed
 * announces it to every server: catalogue-changes-servers.test.ts).
 */
const renameInDatabase = (from: string, to: string) =>
  server.api.ctx.db.updateTable('modules').set({ name: to }).where('name', '=', from).execute();

/** Moves a module's view count behind the api's back (never announced: every opening of a module moves it). */
const viewedInDatabase = (name: string, views: number) =>
  server.api.ctx.db.updateTable('modules').set({ views }).where('name', '=', name).execute();

describe('search answers are reused for 30 s', () => {
  it('answers a repeated search from the cache until 30 s have passed, then reads again', async () => {
    const before = await searchNames('order_by_type=name&order_by=ASC');
    const [first] = before.names;
    await viewedInDatabase(first!, 4321);
    expect(await searchNames('order_by_type=name&order_by=ASC')).toEqual(before);
    clock += 29_000;
    expect(await searchNames('order_by_type=name&order_by=ASC')).toEqual(before);
    clock += 2_000;
    const after = await searchNames('order_by_type=name&order_by=ASC');
    expect(after.names).toEqual(before.names);
    expect(after.views[0]).toBe(4321);
    expect(after.total).toBe(before.total);
  });

  it('keeps each page, order and filter apart', async () => {
    const all = await searchNames('order_by_type=name&order_by=ASC');
    const reversed = await searchNames('order_by_type=name&order_by=DESC');
    expect(reversed.names).toEqual([...all.names].reverse());
    const second = await server.call(
      'GET',
      '/modules/search?page=2&limit=1&order_by_type=name&order_by=ASC',
      {
        token: learner.token,
      },
    );
    expect(second.body.data.results.map((m: { name: string }) => m.name)).toEqual([all.names[1]]);
  });

  // PostgreSQL announces the rename to every server, this one too (catalogue-changes-servers.test.ts).
  it.skipIf(usingPostgres)(
    'forgets every cached search when the catalogue is imported into this server',
    async () => {
      await renameInDatabase('Moon Phases', 'Aardvark atlas');
      const before = await searchNames('keyword=aardvark');
      expect(before.names).toEqual(['Aardvark atlas']);
      await renameInDatabase('Aardvark atlas', 'Zebra zone');
      expect((await searchNames('keyword=aardvark')).names).toEqual(['Aardvark atlas']);
      forgetSearches(server.api.ctx);
      expect(await searchNames('keyword=aardvark')).toEqual({ names: [], views: [], total: 0 });
    },
  );
});
