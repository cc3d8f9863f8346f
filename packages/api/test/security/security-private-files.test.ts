import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMiniCatalogue } from '../fixtures/mini-catalogue';
import { buyPackage } from '../fixtures/orders';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

/**
 * Invoices, certificates and project documents are private (security issue, item 10): a file's random
 * name is not an access check. They are read through the link an authenticated api call gives the one
 * who may read them, and no cache keeps them. Covers stay public.
 */
let server: TestServer;
let clock = Date.now();
type Person = { id: number; token: string };
let owner: Person;
let other: Person;
let mentor: Person;
let superMentor: Person;
let strangerMentor: Person;
let moduleIds: number[];
let collectionId: number;
let document: string;
let invoice: string;
let certificate: string;
let otherDocument: string;

/** What a browser following the link sees (a plain GET: an `<a href>` or `<img>` sends no bearer). */
const open = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(server.url + path.replace(/^\/api/, ''), { headers });
  return {
    status: res.status,
    cache: res.headers.get('cache-control'),
    head: Buffer.from(await res.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  };
};
const bare = (path: string) => path.split('?')[0]!;
const accessOf = (path: string) => new URL(path, 'http://x').searchParams.get('access');

const submitDocument = async (learner: Person, text: string) => {
  const projects = await server.call('GET', `/modules/${moduleIds[0]}/projects`, { token: learner.token });
  const id = projects.body.data.results.find((p: { type: string }) => p.type === 'MINI_PROJECT')
    .usersprojects[0].id;
  const form = new FormData();
  form.append('description', 'My work');
  form.append('documents', new Blob([text], { type: 'text/plain' }), 'notes.txt');
  const res = await server.call('POST', `/projects/${id}/submit`, { token: learner.token, form });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.documents[0].path as string;
};

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  const { ctx } = server.api;
  await seedMiniCatalogue(ctx);
  moduleIds = (await ctx.db.selectFrom('modules').select('id').orderBy('id').execute()).map((m) => m.id);
  collectionId = (await ctx.db.selectFrom('collections').select('id').executeTakeFirstOrThrow()).id;
  owner = await createUser(ctx, { packageName: 'PREMIUM' });
  other = await createUser(ctx, { packageName: 'PREMIUM' });
  superMentor = await createUser(ctx, { role: 'SUPER_MENTOR' });
  mentor = await createUser(ctx, { role: 'MENTOR', parent_id: superMentor.id });
  strangerMentor = await createUser(ctx, { role: 'MENTOR' });
  await ctx.db
    .insertInto('mentor_learners')
    .values({ mentor_id: mentor.id, learner_id: owner.id, created_at: new Date(clock).toISOString() })
    .execute();

  // The owner's project document, invoice and certificate, each made through the api.
  for (const learner of [owner, other])
    await server.call('POST', '/modules/assign', { token: learner.token, json: { modules: moduleIds } });
  document = await submitDocument(owner, 'owner notes');
  otherDocument = await submitDocument(other, 'other notes');
  invoice = (await buyPackage(server, owner.token)).invoicePath;
  for (const id of moduleIds) {
    await server.call('PATCH', `/modules/my-modules/${id}/completed_percentage`, {
      token: owner.token,
      json: { completed_percentage: 33, completed_tab: 1 },
    });
    await server.call('POST', `/modules/my-modules/${id}/submit-reflection-question`, {
      token: owner.token,
      json: { reflection_question_answer: 'My answer.' },
    });
  }
  certificate = (await server.call('GET', `/collections/${collectionId}`, { token: owner.token })).body.data
    .hasCertificate.path;
}, 60_000);
afterAll(() => server.close());

describe('private files', () => {
  it('gives the owner their invoice, certificate and project document, never cached by a shared cache', async () => {
    expect(await open(invoice)).toEqual({ status: 200, cache: 'private, no-store', head: '%PDF-' });
    expect(await open(certificate)).toEqual({ status: 200, cache: 'private, no-store', head: '%PDF-' });
    expect(await open(document)).toEqual({ status: 200, cache: 'private, no-store', head: 'owner' });
    // The lists the app reads give links that work too.
    const list = await server.call('GET', '/certificates?include=collection', { token: owner.token });
    expect((await open(list.body.data.results[0].media.path)).status).toBe(200);
    const mine = await server.call('GET', '/projects/my-projects?status=SUBMITTED', { token: owner.token });
    expect((await open(mine.body.data.results[0].documents[0].path)).status).toBe(200);
  });

  it("answers 404 to another learner who knows a file's name, with or without their own token", async () => {
    for (const path of [invoice, certificate, document]) {
      expect((await open(bare(path))).status).toBe(404);
      expect((await open(bare(path), { Authorization: `Bearer ${other.token}` })).status).toBe(404);
      // Their own link's access, put on someone else's file, opens nothing: a link is bound to its file.
      expect((await open(`${bare(path)}?access=${accessOf(otherDocument)}`)).status).toBe(404);
    }
    expect((await open(otherDocument)).head).toBe('other');
  });

  it('gives the learner’s mentor and super mentor the project document, and no other mentor', async () => {
    const fromMentor = await server.call('GET', `/users/learners/${owner.id}/projects`, {
      token: mentor.token,
    });
    const mentorLink = fromMentor.body.data.results[0].documents[0].path;
    expect(await open(mentorLink)).toEqual({ status: 200, cache: 'private, no-store', head: 'owner' });
    const fromSuper = await server.call('GET', `/users/learners/${owner.id}/projects?mentorId=${mentor.id}`, {
      token: superMentor.token,
    });
    expect((await open(fromSuper.body.data.results[0].documents[0].path)).status).toBe(200);
    const recordId = fromMentor.body.data.results[0].id;
    expect(
      (await server.call('GET', `/users/user-projects/${recordId}`, { token: strangerMentor.token })).status,
    ).toBe(404);
    expect((await open(bare(mentorLink), { Authorization: `Bearer ${strangerMentor.token}` })).status).toBe(
      404,
    );

    // A mentor who lets the learner go loses the files with the link still in hand.
    await server.call('DELETE', `/users/learners/${owner.id}`, { token: mentor.token });
    expect((await open(mentorLink)).status).toBe(404);
    await server.api.ctx.db
      .insertInto('mentor_learners')
      .values({ mentor_id: mentor.id, learner_id: owner.id, created_at: new Date(clock).toISOString() })
      .execute();
  });

  it('expires a link after an hour; a fresh api call gives a fresh one', async () => {
    const start = clock;
    try {
      clock += 61 * 60_000;
      expect((await open(invoice)).status).toBe(404);
      const again = await server.call('GET', '/certificates?include=collection', { token: owner.token });
      expect((await open(again.body.data.results[0].media.path)).status).toBe(200);
    } finally {
      clock = start;
    }
  });

  it('keeps covers public and cacheable, and refuses keys that climb out of a folder', async () => {
    const cover = (
      await server.api.ctx.db.selectFrom('modules').select('media_path').executeTakeFirstOrThrow()
    ).media_path!;
    const res = await fetch(server.url + cover.replace(/^\/api/, ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const name = bare(invoice).split('/').pop();
    expect((await open(`/api/files/covers/..%2Finvoices%2F${name}`)).status).toBe(404);
    expect((await open(`/api/files/covers/..%2F..%2Finvoices/${name}`)).status).toBe(404);
  });
});
