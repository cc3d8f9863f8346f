import { ModuleResponse } from '@modkit/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../src/catalogue-import/import-catalogue';
import { ensurePackages } from '../../src/seed/seed-demo';
import { miniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

let server: TestServer;
let premium: { id: number; token: string };
let free: { id: number; token: string };
let ids: Record<string, number>;

/** Two categories: science (black holes, moon) and a second one (volcanoes) to test interest ranking. */
function twoCategories() {
  const geo = miniCatalogue({
    key: 'earth',
    name: 'Earth',
    subcategories: [{ key: 'geology', name: 'Geology', color: '#884400', icon: '🌋' }],
  });
  geo.modules = [
    { ...geo.modules[1]!, key: 'volcanoes', name: 'Volcanoes', subcategory: 'geology', tags: ['geology'] },
  ];
  geo.collections = [];
  return [miniCatalogue(), geo];
}

beforeAll(async () => {
  server = await startTestServer();
  const { ctx } = server.api;
  await ensurePackages(ctx);
  await importCatalogue(ctx, twoCategories());
  ids = Object.fromEntries(
    (await ctx.db.selectFrom('modules').select(['id', 'key']).execute()).map((m) => [m.key, m.id]),
  );
  premium = await createUser(ctx, { packageName: 'PREMIUM', first_name: 'Maya', last_name: 'Thompson' });
  free = await createUser(ctx, { packageName: 'FREE' });
});
afterAll(() => server.close());

describe('catalogue', () => {
  it('lists categories with their sub-categories', async () => {
    const res = await server.call('GET', '/categories?page=1&limit=100', { token: premium.token });
    expect(
      res.body.data.results.map((c: { name: string; subcategories: Array<{ name: string }> }) => [
        c.name,
        c.subcategories.map((s) => s.name),
      ]),
    ).toEqual([
      ['Earth', ['Geology']],
      ['Science & Nature', ['Space']],
    ]);
  });

  it('searches topics without a session (interest picker), with images', async () => {
    const res = await server.call('GET', '/categories/sub-categories?limit=20&status=PUBLISH&keyword=geo');
    expect(res.status).toBe(200);
    expect(res.body.data.results).toEqual([
      expect.objectContaining({ name: 'Geology', media: [{ path: expect.stringMatching(/\.svg$/) }] }),
    ]);
  });

  it('shows a career with its related modules', async () => {
    const careers = await server.call('GET', '/careers?limit=100&status=ACTIVE', { token: premium.token });
    const astro = careers.body.data.results.find((c: { name: string }) => c.name === 'Astrophysicist');
    const res = await server.call('GET', `/careers/${astro.id}`, { token: premium.token });
    expect(res.body.data.modules.map((m: { name: string }) => m.name)).toEqual(['How Black Holes Form']);
    expect((await server.call('GET', '/careers/424242', { token: premium.token })).status).toBe(404);
  });
});

describe('recommendations and trending', () => {
  it("ranks modules of the learner's interests first and leaves out what they already have", async () => {
    const { db } = server.api.ctx;
    const geology = await db
      .selectFrom('categories')
      .select('id')
      .where('key', '=', 'geology')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_interests').values({ user_id: premium.id, category_id: geology.id }).execute();
    const first = await server.call('GET', '/recommendation-engine', { token: premium.token });
    expect(first.body.data.results[0].name).toBe('Volcanoes');
    await server.call('POST', '/modules/assign', {
      token: premium.token,
      json: { modules: [ids.volcanoes] },
    });
    const after = await server.call('GET', '/recommendation-engine', { token: premium.token });
    expect(after.body.data.results.map((m: { id: number }) => m.id)).not.toContain(ids.volcanoes);
  });

  it('orders trending by recent views and likes', async () => {
    const { db } = server.api.ctx;
    const now = new Date().toISOString();
    await db
      .insertInto('module_views')
      .values([1, 2, 3].map(() => ({ user_id: free.id, module_id: ids['moon-phases']!, created_at: now })))
      .execute();
    const res = await server.call('GET', '/trending-modules', { token: premium.token });
    expect(res.body.data.results[0].name).toBe('Moon Phases');
  });
});

describe('My List', () => {
  it('lists bookmarked or recently viewed modules with a total', async () => {
    const { db } = server.api.ctx;
    const now = new Date().toISOString();
    await db
      .insertInto('bookmarks')
      .values({ user_id: premium.id, module_id: ids['black-holes']!, created_at: now })
      .execute();
    const bookmarked = await server.call('GET', '/users/my-list?type=BOOKMARKED&order=DESC&page=1', {
      token: premium.token,
    });
    expect(bookmarked.body.data.total).toBe(1);
    expect(bookmarked.body.data.myList[0]).toMatchObject({
      name: 'How Black Holes Form',
      HasBookmarked: { id: expect.any(Number) },
    });
    await server.call('POST', `/modules/${ids.volcanoes}/tabs`, { token: premium.token, json: { tab: 1 } });
    const viewed = await server.call('GET', '/users/my-list?type=RECENTLY_VIEWED', { token: premium.token });
    expect(viewed.body.data.myList.map((m: { name: string }) => m.name)).toEqual(['Volcanoes']);
  });

  it('Recently Viewed shows a module whose preview was just opened, once, newest first', async () => {
    const names = async (order = 'DESC') =>
      (await server.call('GET', `/users/my-list?type=RECENTLY_VIEWED&order=${order}`, { token: free.token }))
        .body.data as { myList: Array<{ name: string }>; total: number };
    const before = await names();
    // Opening a preview (not assigned) counts the view for the module and for the learner.
    await server.call('PATCH', `/modules/${ids['moon-phases']}/update-view-count`, { token: free.token });
    await server.call('PATCH', `/modules/${ids['moon-phases']}/update-view-count`, { token: free.token });
    const after = await names();
    expect(after.myList[0]?.name).toBe('Moon Phases');
    expect(after.total).toBe(before.total + (before.myList.some((m) => m.name === 'Moon Phases') ? 0 : 1));
    expect(after.myList.filter((m) => m.name === 'Moon Phases')).toHaveLength(1);
    // An older view of another module sorts after it, and first when the order is Oldest.
    await server.api.ctx.db
      .insertInto('module_views')
      .values({ user_id: free.id, module_id: ids.volcanoes!, created_at: '2001-01-01T00:00:00.000Z' })
      .execute();
    expect((await names()).myList.map((m) => m.name)).toEqual(
      expect.arrayContaining(['Moon Phases', 'Volcanoes']),
    );
    expect((await names('ASC')).myList[0]?.name).toBe('Volcanoes');
  });
});

describe('collections and certificates', () => {
  it('locks collections for a FREE learner', async () => {
    const res = await server.call('GET', '/collections', { token: free.token });
    expect(res).toEqual({
      status: 403,
      body: { message: 'Upgrade your package to access collections.', error: {} },
    });
  });

  it('issues a PDF certificate once every module is done and answered, and awards 100 points once', async () => {
    const list = await server.call(
      'GET',
      '/collections?search_type=CUSTOM&status=ACTIVE&page=1&limit=100&order_by=DESC',
      {
        token: premium.token,
      },
    );
    const sky = list.body.data.results[0];
    expect(sky).toMatchObject({ name: 'The Sky', no_of_modules: 2, hasCertificate: null });
    const notYet = await server.call('GET', `/collections/${sky.id}`, { token: premium.token });
    expect(notYet.body.data.hasCertificate).toBeNull();

    const modules = [ids['black-holes']!, ids['moon-phases']!];
    await server.call('POST', '/modules/assign', { token: premium.token, json: { modules } });
    for (const id of modules) {
      await server.call('PATCH', `/modules/my-modules/${id}/completed_percentage`, {
        token: premium.token,
        json: { completed_percentage: 33, completed_tab: 1 },
      });
      await server.call('POST', `/modules/my-modules/${id}/submit-reflection-question`, {
        token: premium.token,
        json: { reflection_question_answer: 'My answer.' },
      });
    }
    // The step that finished the collection issued the certificate: it is there before the page is opened.
    const issued = await server.call('GET', '/certificates?include=collection', { token: premium.token });
    expect(issued.body.data.results.map((c: { collection: { name: string } }) => c.collection.name)).toEqual([
      'The Sky',
    ]);
    const done = await server.call('GET', `/collections/${sky.id}`, { token: premium.token });
    const path: string = done.body.data.hasCertificate.path;
    expect(path).toMatch(/^\/api\/files\/certificates\/[0-9a-f]+\.pdf\?access=[\w.-]+$/);
    const file = await fetch(server.url + path.replace('/api', ''));
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await server.call('GET', `/collections/${sky.id}`, { token: premium.token });
    const points = await server.api.ctx.db
      .selectFrom('points_ledger')
      .select('points')
      .where('user_id', '=', premium.id)
      .where('action', '=', 'COLLECTION')
      .execute();
    expect(points).toEqual([{ points: 100 }]);
    const certificates = await server.call('GET', '/certificates?include=collection', {
      token: premium.token,
    });
    // The same file, through a link signed for this answer.
    expect(certificates.body.data.results[0]).toMatchObject({
      collection: { name: 'The Sky' },
      media: { path: expect.stringMatching(/\?access=/) },
    });
    expect(certificates.body.data.results[0].media.path.split('?')[0]).toBe(path.split('?')[0]);
  });

  it("gives a module read the caller's certificate of a collection with the module, behind a link they can open", async () => {
    const read = (id: number, token: string) =>
      server.call('GET', `/modules/auth/${id}?include=tags,careers`, { token });
    const held = await read(ids['moon-phases']!, premium.token);
    expect(held.status).toBe(200);
    expect(ModuleResponse.safeParse(held.body).success).toBe(true);
    expect(held.body.data.certificate).toMatchObject({
      collection: { name: 'The Sky' },
      media: { path: expect.stringMatching(/^\/api\/files\/certificates\/[0-9a-f]+\.pdf\?access=[\w.-]+$/) },
    });
    const file = await fetch(server.url + held.body.data.certificate.media.path.replace('/api', ''));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    // The link is signed for its reader: without the signature the file is refused.
    const bare = await fetch(
      server.url + held.body.data.certificate.media.path.split('?')[0].replace('/api', ''),
    );
    expect(bare.status).not.toBe(200);
    // A module of no collection they finished, and another learner reading the same module: none.
    expect((await read(ids.volcanoes!, premium.token)).body.data.certificate).toBeNull();
    expect((await read(ids['moon-phases']!, free.token)).body.data.certificate).toBeNull();
  });
});
