import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREERS } from '../../src/catalogue-import/careers';
import type { CatalogueFile } from '../../src/catalogue-import/catalogue-format';
import { importCatalogue } from '../../src/catalogue-import/import-catalogue';
import { readCatalogueDir } from '../../src/catalogue-import/read-catalogue';
import { ensurePackages } from '../../src/seed/seed-demo';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

/**
 * Issue 46's table: what a learner types on the demo catalogue, through the Search page's own call
 * (`GET /modules/search` with the spec's parameters), on SQLite and (TEST_ENGINE=postgres) PostgreSQL. What
 * each row must find is read from the catalogue's files, not written here.
 */

let server: TestServer;
let learner: { token: string };
const catalogue: CatalogueFile[] = readCatalogueDir();

beforeAll(async () => {
  server = await startTestServer();
  await ensurePackages(server.api.ctx);
  await importCatalogue(server.api.ctx, catalogue);
  learner = await createUser(server.api.ctx, { packageName: 'PREMIUM' });
});
afterAll(() => server.close());

interface Found {
  names: string[];
  total: number;
  corrected: string | undefined;
  categories: string[];
}

async function search(keyword: string): Promise<Found> {
  const query = `search_type=CUSTOM&status=PUBLISH&page=1&limit=40&order_by=DESC&order_by_type=publish_at&keyword=${encodeURIComponent(keyword)}`;
  const res = await server.call('GET', `/modules/search?${query}`, { token: learner.token });
  expect(res.status).toBe(200);
  const results = res.body.data.results as Array<{
    name: string;
    categories: Array<{ categories: { name: string } }>;
  }>;
  return {
    names: results.map((m) => m.name),
    total: res.body.meta.pagination.total,
    corrected: res.body.meta.corrected_keyword,
    categories: [...new Set(results.map((m) => m.categories[0]!.categories.name))],
  };
}

const modules = catalogue.flatMap((file) =>
  file.modules.map((m) => ({ ...m, category: file.category.name })),
);
const tagged = (tag: string) => modules.filter((m) => m.tags.includes(tag)).map((m) => m.name);
const withCareer = (name: string) => {
  const key = CAREERS.find((c) => c.name === name)!.key;
  return modules.filter((m) => m.careers.includes(key)).map((m) => m.name);
};
const named = (name: string) => modules.filter((m) => m.name === name).map((m) => m.name);

describe("issue 46's table on the demo catalogue", () => {
  it.each([
    ['climate', tagged('climate'), undefined],
    ['media literacy', tagged('media literacy'), undefined],
    ['journalist', withCareer('Journalist'), undefined],
    ['drawings', named('Drawing in Perspective'), undefined],
    ['drawng', named('Drawing in Perspective'), 'drawing'],
    ['perspectve', named('Drawing in Perspective'), 'perspective'],
    ['psycology', tagged('psychology'), 'psychology'],
  ])('%s finds what the learner meant', async (typed, meant, corrected) => {
    expect(meant.length).toBeGreaterThan(0);
    const found = await search(typed);
    expect(found.names).toEqual(expect.arrayContaining(meant));
    expect(found.total).toBe(found.names.length);
    expect(found.corrected).toBe(corrected);
  });

  it('climate finds no module outside Environment & Climate', async () => {
    const found = await search('climate');
    expect(found.categories).toEqual(['Environment & Climate']);
  });

  it.each(['qzxwvkjq', 'xylophonics', 'blorptastic'])('nonsense (%s) still finds nothing', async (typed) => {
    expect(await search(typed)).toEqual({ names: [], total: 0, corrected: undefined, categories: [] });
  });
});

describe('typos are forgiven within limits', () => {
  it('two typos in a word of 9 letters or more, and a typo beside a correct word', async () => {
    expect((await search('psycologi')).corrected).toBe('psychology');
    const beside = await search('climte ocean');
    expect(beside.corrected).toBe('climate ocean');
    expect(beside.names).toEqual(expect.arrayContaining(['Coral Reefs Under Pressure']));
  });

  it('never in a word of 4 letters or fewer', async () => {
    // "artt" and "mapz" are one typo from "art" and "maps"/"maths": too short to be corrected.
    for (const typed of ['artt', 'mapz'])
      expect(await search(typed)).toMatchObject({ total: 0, corrected: undefined });
  });

  it('never turns a word that finds modules into another word', async () => {
    // "drawn" is a word of the catalogue one typo from "drawing", which finds more modules.
    const drawn = await search('drawn');
    expect(drawn.total).toBeGreaterThan(0);
    expect(drawn.corrected).toBeUndefined();
  });

  it('a word of the keyword that finds nothing beside words that do is corrected, the rest kept', async () => {
    const found = await search('Drawng PERSPECTIVE');
    expect(found.corrected).toBe('drawing perspective');
    expect(found.names).toEqual(named('Drawing in Perspective'));
  });
});
