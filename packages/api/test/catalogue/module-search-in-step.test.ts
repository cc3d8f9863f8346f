import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetSearches } from '../../src/catalogue/module-search';
import type { CatalogueFile } from '../../src/catalogue-import/catalogue-format';
import { importCatalogue } from '../../src/catalogue-import/import-catalogue';
import { ensurePackages } from '../../src/seed/seed-demo';
import { idOfKey, miniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

/**
 * The search follows a module's tags, careers and category in the transaction that changes them (triggers),
 * and an import at once, on SQLite and (TEST_ENGINE=postgres) PostgreSQL; a module's words are stemmed in its
 * own language. The search answers' 30 s cache is forgotten between steps: what is checked is the index.
 */

let server: TestServer;
let learner: { token: string };

/** Two modules in Spanish and one in Arabic, beside the mini catalogue's English ones. */
function languages(): CatalogueFile {
  const file = miniCatalogue({
    key: 'idiomas',
    name: 'Idiomas',
    subcategories: [{ key: 'musica', name: 'Música', color: '#2b6cb0', icon: '*' }],
  });
  const [first, second] = file.modules;
  file.modules = [
    {
      ...first!,
      key: 'canciones',
      name: 'Canciones de la ciudad',
      subcategory: 'musica',
      language: 'es',
      tags: [],
      projects: [],
    },
    {
      ...second!,
      key: 'dibujo',
      name: 'El dibujo y los árboles',
      subcategory: 'musica',
      language: 'es',
      tags: [],
    },
    {
      ...second!,
      key: 'madrasa',
      name: 'الْمَدْرَسَةُ في المكتبة',
      subcategory: 'musica',
      language: 'ar',
      tags: [],
    },
  ];
  file.collections = [];
  return file;
}

beforeAll(async () => {
  server = await startTestServer();
  await ensurePackages(server.api.ctx);
  await importCatalogue(server.api.ctx, [miniCatalogue(), languages()]);
  learner = await createUser(server.api.ctx, { packageName: 'PREMIUM' });
});
afterAll(() => server.close());
beforeEach(() => forgetSearches(server.api.ctx));

async function found(keyword: string): Promise<string[]> {
  const path = `/modules/search?search_type=CUSTOM&status=PUBLISH&page=1&limit=40&keyword=${encodeURIComponent(keyword)}`;
  const res = await server.call('GET', path, { token: learner.token });
  expect(res.status).toBe(200);
  return (res.body.data.results as Array<{ name: string }>).map((m) => m.name).sort();
}

describe('what changes a module is found at once', () => {
  it('a tag added, renamed and removed', async () => {
    const { db } = server.api.ctx;
    const moduleId = await idOfKey(server.api.ctx, 'modules', 'moon-phases');
    expect(await found('tides')).toEqual([]);
    const tag = await db
      .insertInto('tags')
      .values({ name: 'tides' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('module_tags').values({ module_id: moduleId, tag_id: tag.id }).execute();
    forgetSearches(server.api.ctx);
    expect(await found('tides')).toEqual(['Moon Phases']);
    await db.updateTable('tags').set({ name: 'oceanography' }).where('id', '=', tag.id).execute();
    forgetSearches(server.api.ctx);
    expect(await found('oceanography')).toEqual(['Moon Phases']);
    expect(await found('tides')).toEqual([]);
    await db.deleteFrom('module_tags').where('tag_id', '=', tag.id).execute();
    forgetSearches(server.api.ctx);
    expect(await found('oceanography')).toEqual([]);
  });

  it('a career added and removed', async () => {
    const { db } = server.api.ctx;
    const moduleId = await idOfKey(server.api.ctx, 'modules', 'moon-phases');
    const career = await db
      .selectFrom('careers')
      .select('id')
      .where('key', '=', 'teacher')
      .executeTakeFirstOrThrow();
    expect(await found('teacher')).toEqual([]);
    await db.insertInto('module_careers').values({ module_id: moduleId, career_id: career.id }).execute();
    forgetSearches(server.api.ctx);
    expect(await found('teacher')).toEqual(['Moon Phases']);
    await db.deleteFrom('module_careers').where('module_id', '=', moduleId).execute();
    forgetSearches(server.api.ctx);
    expect(await found('teacher')).toEqual([]);
  });

  it('a module moved to another category, and a category and its parent renamed', async () => {
    const { ctx } = server.api;
    const moduleId = await idOfKey(ctx, 'modules', 'moon-phases');
    const musica = await idOfKey(ctx, 'categories', 'musica');
    const space = await idOfKey(ctx, 'categories', 'space');
    await ctx.db.updateTable('modules').set({ category_id: musica }).where('id', '=', moduleId).execute();
    forgetSearches(ctx);
    expect(await found('musica')).toContain('Moon Phases');
    await ctx.db.updateTable('modules').set({ category_id: space }).where('id', '=', moduleId).execute();
    forgetSearches(ctx);
    expect(await found('musica')).not.toContain('Moon Phases');
    await ctx.db.updateTable('categories').set({ name: 'Astronomy Deck' }).where('id', '=', space).execute();
    forgetSearches(ctx);
    expect(await found('deck')).toEqual(['How Black Holes Form', 'Moon Phases']);
    const science = await idOfKey(ctx, 'categories', 'science');
    await ctx.db
      .updateTable('categories')
      .set({ name: 'Natural Sciences' })
      .where('id', '=', science)
      .execute();
    expect(await found('natural')).toEqual(['How Black Holes Form', 'Moon Phases']);
  });

  it('an import that changes tags, careers and a category name', async () => {
    const file = miniCatalogue({ name: 'Cosmos' });
    file.modules[0] = { ...file.modules[0]!, tags: ['gravity'], careers: ['journalist'] };
    await importCatalogue(server.api.ctx, [file]);
    expect(await found('gravity')).toEqual(['How Black Holes Form']);
    expect(await found('journalist')).toEqual(['How Black Holes Form']);
    expect(await found('cosmos')).toEqual(['How Black Holes Form', 'Moon Phases']);
    expect(await found('physics')).toEqual([]);
  });
});

describe("a module's words are stemmed in its language", () => {
  it.each([
    ['canción', ['Canciones de la ciudad']],
    ['cancion', ['Canciones de la ciudad']],
    ['ciudad', ['Canciones de la ciudad']],
    ['arbol', ['El dibujo y los árboles']],
    ['dibujos', ['El dibujo y los árboles']],
    ['مدرسة', ['الْمَدْرَسَةُ في المكتبة']],
    ['المدرسه', ['الْمَدْرَسَةُ في المكتبة']],
    ['مكتبة', ['الْمَدْرَسَةُ في المكتبة']],
  ])('%s finds %j', async (keyword, names) => {
    expect(await found(keyword)).toEqual(names);
  });

  it('answers each module with its language', async () => {
    const res = await server.call('GET', '/modules/search?page=1&limit=40&keyword=ciudad', {
      token: learner.token,
    });
    expect(res.body.data.results.map((m: { language: string }) => m.language)).toEqual(['es']);
    const id = await idOfKey(server.api.ctx, 'modules', 'madrasa');
    const one = await server.call('GET', `/modules/auth/${id}`, { token: learner.token });
    expect(one.body.data.language).toBe('ar');
  });
});
