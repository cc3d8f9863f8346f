import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModuleSearchResponse } from '@modkit/sdk/contract';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toModuleCards } from '../../src/catalogue/module-card';
import { type ModuleSearch, searchModules } from '../../src/catalogue/module-search';
import { registerSearchFunctions } from '../../src/db/search-text';
import { paged } from '../../src/http/paging';
import { compileSerializer } from '../../src/http/response-serializers';
import { idOfKey, seedMiniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer, usingPostgres } from '../support/harness';
import { markModule } from '../support/viewer-marks';

// A search page's text is kept for every reader of the search (catalogue/search-page-text.ts) and each reader's
// marks are put in per request: the bytes must be those of the page serialised whole, a reader's marks never
// another's, and a change to the catalogue must show on the next read.
let server: TestServer;
let dataDir: string;
let marker: { id: number; token: string };
let other: { id: number; token: string };
let free: { id: number; token: string };
let blackHoles: number;

beforeAll(async () => {
  // A file, so that another connection can write to it (as another process would).
  dataDir = mkdtempSync(join(tmpdir(), 'modkit-search-text-'));
  server = await startTestServer({ dataDir });
  const { ctx } = server.api;
  await seedMiniCatalogue(ctx);
  blackHoles = await idOfKey(ctx, 'modules', 'black-holes');
  marker = await createUser(ctx, { packageName: 'PREMIUM' });
  other = await createUser(ctx, { packageName: 'PREMIUM' });
  free = await createUser(ctx, { packageName: 'FREE' });
  await markModule(server, marker.token, blackHoles);
  // An answer with what a serializer must escape, in the viewer's own part.
  await ctx.db
    .updateTable('user_modules')
    .set({ reflection_question_answer: 'He said "stars" \\ — ünï 🚀\n</script>', completed_percentage: 40 })
    .where('user_id', '=', marker.id)
    .execute();
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PUBLISHED: ModuleSearch = {
  statuses: ['PUBLISH'],
  orderBy: 'DESC',
  orderByType: 'publish_at',
  limit: 10,
  offset: 0,
};

/** Searches (their query string, what they search, the page) the kept texts are checked on. */
const SEARCHES: Array<[string, ModuleSearch, number]> = [
  ['page=1&limit=10', PUBLISHED, 1],
  [
    'page=2&limit=1&order_by_type=name&order_by=ASC',
    { ...PUBLISHED, orderBy: 'ASC', orderByType: 'name', limit: 1, offset: 1 },
    2,
  ],
  ['page=1&limit=10&keyword=black%20holes', { ...PUBLISHED, keyword: 'black holes' }, 1],
  ['page=1&limit=10&keyword=astronmy', { ...PUBLISHED, keyword: 'astronmy' }, 1],
  ['page=1&limit=10&keyword=qzxwvkjq', { ...PUBLISHED, keyword: 'qzxwvkjq' }, 1],
];

/** A search as its viewer gets it: the status, the type and length headers, the bytes. */
async function searched(query: string, token: string) {
  const res = await fetch(`${server.url}/modules/search?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    length: res.headers.get('content-length'),
    text,
  };
}

/** The page serialised whole, as the answer was made before its text was kept: cards with the viewer's marks. */
async function wholePage(search: ModuleSearch, page: number, viewerId: number): Promise<string> {
  const { ctx } = server.api;
  const answer = await searchModules(ctx, search);
  const body = paged(await toModuleCards(ctx.db, answer.rows, viewerId), answer.total, page, search.limit);
  const whole =
    answer.correctedKeyword === undefined
      ? body
      : { ...body, meta: { ...body.meta, corrected_keyword: answer.correctedKeyword } };
  return compileSerializer(ModuleSearchResponse)!(whole);
}

/** The black-holes card of a page's text. */
function cardOf(text: string): Record<string, unknown> {
  const cards = JSON.parse(text).data.results as Array<Record<string, unknown>>;
  const card = cards.find((c) => c.id === blackHoles);
  if (!card) throw new Error(`no black-holes card in ${text}`);
  return card;
}

describe("a search page's kept text", () => {
  it('answers the bytes of the page serialised whole, for each reader, the first time and from the kept text', async () => {
    for (const [query, search, page] of SEARCHES)
      for (const viewer of [marker, other, free, marker])
        for (let time = 0; time < 2; time++) {
          const answer = await searched(query, viewer.token);
          expect(answer.status).toBe(200);
          expect(answer.type).toBe('application/json; charset=utf-8');
          expect(answer.length).toBe(String(Buffer.byteLength(answer.text)));
          expect(answer.text, `${query} as user ${viewer.id}`).toBe(await wholePage(search, page, viewer.id));
        }
    // The searches found something, a correction among them, and nothing for nonsense.
    expect(
      JSON.parse((await searched(SEARCHES[3]![0], other.token)).text).meta.corrected_keyword,
    ).toBeTruthy();
    expect(JSON.parse((await searched(SEARCHES[4]![0], other.token)).text).data.results).toEqual([]);
  });

  it("gives each reader their own marks, never another's, whatever their package", async () => {
    const query = 'page=1&limit=10';
    for (let round = 0; round < 2; round++) {
      expect(cardOf((await searched(query, marker.token)).text)).toMatchObject({
        likes: 1,
        HasBookmarked: { id: expect.any(Number) },
        hasUserLikedModule: { score: 10 },
        HasAssignToUser: {
          completed_percentage: 40,
          reflection_question_answer: expect.stringContaining('"stars"'),
        },
        completed_percentage: 40,
      });
      for (const reader of [other, free])
        expect(cardOf((await searched(query, reader.token)).text)).toMatchObject({
          likes: 1,
          HasBookmarked: null,
          hasUserLikedModule: null,
          HasAssignToUser: null,
          completed_percentage: null,
        });
    }
    // A PREMIUM and a FREE learner with no marks read the same page.
    expect((await searched(query, free.token)).text).toBe((await searched(query, other.token)).text);
  });

  it('shows a category, tag or career renamed on this server on the next read', async () => {
    const query = 'page=1&limit=10';
    expect(cardOf((await searched(query, other.token)).text)?.categories).toEqual([
      {
        id: expect.any(Number),
        name: 'Space',
        categories: { id: expect.any(Number), name: 'Science & Nature' },
      },
    ]);
    const { db } = server.api.ctx;
    await db.updateTable('categories').set({ name: 'Outer Space' }).where('key', '=', 'space').execute();
    await db.updateTable('tags').set({ name: 'Stargazing' }).where('name', '=', 'physics').execute();
    const card = cardOf((await searched(query, other.token)).text);
    expect(card.categories).toEqual([
      {
        id: expect.any(Number),
        name: 'Outer Space',
        categories: { id: expect.any(Number), name: 'Science & Nature' },
      },
    ]);
    expect((card.tags as Array<{ name: string }>).map((tag) => tag.name)).toContain('Stargazing');
    expect((await searched(query, marker.token)).text).toBe(await wholePage(PUBLISHED, 1, marker.id));
  });

  it("shows another connection's change to a module or a category on the next read", async () => {
    const query = 'page=1&limit=10';
    const before = cardOf((await searched(query, other.token)).text);
    expect(before.name).toBe('How Black Holes Form');
    await fromElsewhere([
      ['update modules set name = ? where id = ?', ['How Black Holes Grow', blackHoles]],
      ["update categories set name = 'Deep Space' where key = 'space'", []],
    ]);
    const after = cardOf((await searched(query, other.token)).text);
    expect(after.name).toBe('How Black Holes Grow');
    expect((after.categories as Array<{ name: string }>)[0]?.name).toBe('Deep Space');
    expect((await searched(query, marker.token)).text).toBe(await wholePage(PUBLISHED, 1, marker.id));
  });
});

/**
 * Runs statements on a connection of the test's own, as another process would: on SQLite to the server's file;
 * on PostgreSQL in its schema, until the change feed has brought them to the server (what an import waits for).
 */
async function fromElsewhere(statements: Array<[string, unknown[]]>): Promise<void> {
  if (usingPostgres) {
    const client = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL,
      options: `-c search_path=${server.pgSchema}`,
    });
    await client.connect();
    try {
      for (const [statement, values] of statements) {
        let n = 0;
        await client.query(
          statement.replace(/\?/g, () => `$${++n}`),
          values,
        );
      }
    } finally {
      await client.end();
    }
    await server.api.ctx.changes?.settle();
    return;
  }
  const elsewhere = new SqliteDatabase(join(dataDir, 'modkit.sqlite'));
  registerSearchFunctions(elsewhere); // the module search's triggers stem through them
  try {
    for (const [statement, values] of statements) elsewhere.prepare(statement).run(...values);
  } finally {
    elsewhere.close();
  }
}
