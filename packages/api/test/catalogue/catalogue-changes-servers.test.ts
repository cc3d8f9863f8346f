import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '../../src/catalogue-import/catalogue-format';
import { importCatalogue } from '../../src/catalogue-import/import-catalogue';
import { generatedCatalogueFile } from '../fixtures/generated-catalogue';
import { miniCatalogue, seedMiniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';

/**
 * A search page and its cards are kept by the server that answered them (30 s a page, a minute a module's
 * metadata); a catalogue change must show on the next search of every server. On PostgreSQL two servers share
 * the database as behind a balancer: server A answers a search (and keeps it), the catalogue changes through
 * server B or a tool beside them, and A's next search shows it. The clock stands still: nothing here is
 * shown because a time limit ran out. On SQLite (one server) the same changes on that server.
 */
const clock = Date.parse('2026-03-02T10:00:00Z');
let a: TestServer;
let b: TestServer;
let learner: { token: string };

beforeAll(async () => {
  a = await startTestServer({ now: () => clock });
  b = usingPostgres ? await startTestServer({ sharing: a, now: () => clock }) : a;
  await seedMiniCatalogue(a.api.ctx);
  learner = await createUser(a.api.ctx, { packageName: 'PREMIUM' });
});
afterAll(async () => {
  if (b !== a) await b.close();
  await a.close();
});

interface Card {
  name: string;
  views: number;
  tags: Array<{ name: string }>;
}

/** Server A's first page of the published modules, newest first. */
const searchOnA = async (query = '') => {
  const res = await a.call('GET', `/modules/search?page=1&limit=20${query}`, { token: learner.token });
  expect(res.status).toBe(200);
  return res.body.data.results as Card[];
};
const named = (cards: Card[], name: string) => cards.find((card) => card.name === name);

/** The mini catalogue as an import through server B would bring it again, with `change` applied. */
const importOnB = (change: (file: CatalogueFile) => void) => {
  const file = miniCatalogue();
  change(file);
  return importCatalogue(b.api.ctx, [file]);
};

describe('a catalogue change shows on the next search of every server', () => {
  it('keeps the page it answered: a view count written elsewhere is not announced', async () => {
    const before = named(await searchOnA(), 'Moon Phases');
    await b.api.ctx.db.updateTable('modules').set({ views: 1234 }).where('key', '=', 'moon-phases').execute();
    await b.api.ctx.changes?.settle();
    expect(named(await searchOnA(), 'Moon Phases')?.views).toBe(before?.views);
  });

  it('a module renamed by an import through the other server', async () => {
    expect(named(await searchOnA(), 'Moon Phases')).toBeDefined();
    await importOnB((file) => {
      file.modules[1]!.name = 'Phases of the Moon';
    });
    const after = await searchOnA();
    expect(named(after, 'Phases of the Moon')).toBeDefined();
    expect(named(after, 'Moon Phases')).toBeUndefined();
  });

  it("a module's tag changed by an import through the other server", async () => {
    const tags = (cards: Card[]) => named(cards, 'How Black Holes Form')?.tags.map((tag) => tag.name);
    expect(tags(await searchOnA())).toEqual(['astronomy', 'physics']);
    await importOnB((file) => {
      file.modules[0]!.tags = ['Astronomy', 'gravity'];
    });
    expect(tags(await searchOnA())).toEqual(['astronomy', 'gravity']);
    expect((await searchOnA('&keyword=gravity')).map((card) => card.name)).toEqual(['How Black Holes Form']);
  });

  it('a new module published by an import through the other server', async () => {
    expect(named(await searchOnA(), 'Comets and Tails')).toBeUndefined();
    await importOnB((file) => {
      file.modules.push({
        ...file.modules[1]!,
        key: 'comets',
        name: 'Comets and Tails',
        publish_days_ago: 1,
      });
    });
    expect((await searchOnA())[0]?.name).toBe('Comets and Tails');
  });

  it('a collection renamed by an import through the other server', async () => {
    const collections = async () => {
      const res = await a.call('GET', '/collections?page=1&limit=10', { token: learner.token });
      return res.body.data.results.map((collection: { name: string }) => collection.name) as string[];
    };
    expect(await collections()).toEqual(['The Sky']);
    await importOnB((file) => {
      file.collections[0]!.name = 'Above Us';
    });
    expect(await collections()).toEqual(['Above Us']);
  });

  it.skipIf(!usingPostgres)('a category renamed by a tool beside the servers (PostgreSQL)', async () => {
    const category = (cards: Card[]) =>
      (named(cards, 'Comets and Tails') as unknown as { categories: Array<{ name: string }> }).categories[0]
        ?.name;
    expect(category(await searchOnA())).toBe('Space');
    await onOwnConnection("update categories set name = 'Deep Space' where key = 'space'");
    // The tool's change has reached every server (what an import waits for before it answers).
    await a.api.ctx.changes?.settle();
    expect(category(await searchOnA())).toBe('Deep Space');
  });
});

/** PostgreSQL: runs SQL on a connection of its own, in the suite's schema, as a tool would. */
async function onOwnConnection(statement: string): Promise<void> {
  const client = new pg.Client({
    connectionString: process.env.TEST_DATABASE_URL,
    options: `-c search_path=${a.pgSchema}`,
  });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** PostgreSQL: the catalogue announcements heard on a connection of its own while `run` runs. */
async function announcementsDuring(run: () => Promise<unknown>): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  let heard = 0;
  client.on('notification', (message) => {
    if (message.payload?.startsWith('c|')) heard++;
  });
  const channel = `modkit_changes_${a.pgSchema}`.slice(0, 63);
  try {
    await client.query(`listen "${channel}"`);
    await run();
    // Every server has heard what was committed, this connection too (notifications arrive in commit order).
    await a.api.ctx.changes?.settle();
    await client.query('select 1');
    return heard;
  } finally {
    await client.end();
  }
}

describe.skipIf(!usingPostgres)('catalogue announcements are bounded (PostgreSQL)', () => {
  it('an import of 2 000 modules sends one', async () => {
    const file = generatedCatalogueFile(0, 1, 2000);
    expect(await announcementsDuring(() => importCatalogue(b.api.ctx, [file]))).toBe(1);
    expect((await searchOnA('&keyword=lesson')).length).toBe(20);
  });

  it('a statement writing every module sends one, and one moving every view count none', async () => {
    expect(await announcementsDuring(() => onOwnConnection("update modules set banner_text = 'New'"))).toBe(
      1,
    );
    expect(await announcementsDuring(() => onOwnConnection('delete from module_tags where tag_id > 0'))).toBe(
      1,
    );
    expect(await announcementsDuring(() => onOwnConnection('update modules set views = views + 1'))).toBe(0);
  });

  it('forgets what it kept when it hears the changes again (one made meanwhile was not heard)', async () => {
    const feed = a.api.ctx.changes;
    if (!feed) throw new Error('no change feed on PostgreSQL');
    const state = (wanted: boolean) =>
      new Promise<void>((resolve) => feed.onLive((live) => live === wanted && resolve()));
    const comets = async () => (await searchOnA('&keyword=comets')).map((card) => card.name);
    expect(await comets()).toEqual(['Comets and Tails']);
    const down = state(false);
    // Both servers' listening connections end (as in a database restart or a network cut).
    await onOwnConnection(
      `select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN "modkit_changes_${a.pgSchema}"'`,
    );
    await down;
    expect(await comets()).toEqual(['Comets and Tails']); // kept again while A cannot hear
    await onOwnConnection("update modules set name = 'Comets and Trails' where key = 'comets'");
    await state(true);
    expect(await comets()).toEqual(['Comets and Trails']);
  });
});
