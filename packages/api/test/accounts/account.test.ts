import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobOf, TINY_PNG } from '../fixtures/files';
import { idOfKey, seedMiniCatalogue } from '../fixtures/mini-catalogue';
import { createUser } from '../fixtures/people';
import { startTestServer, type TestServer } from '../support/harness';

let server: TestServer;
let learner: { id: number; token: string };
let topicId: number;
let moduleId: number;

beforeAll(async () => {
  server = await startTestServer();
  const { ctx } = server.api;
  await seedMiniCatalogue(ctx);
  topicId = await idOfKey(ctx, 'categories', 'space');
  moduleId = await idOfKey(ctx, 'modules', 'black-holes');
  learner = await createUser(ctx, { packageName: 'PREMIUM', first_name: 'Maya', last_name: 'Thompson' });
});
afterAll(() => server.close());

const form = (fields: Record<string, string | string[]>, photo?: Blob) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields))
    for (const item of [v].flat()) body.append(Array.isArray(v) ? `${k}[]` : k, item);
  if (photo) body.append('media', photo, 'me.png');
  return body;
};

describe('profile', () => {
  it('saves the profile step with interests, universities and a photo', async () => {
    const png = blobOf(TINY_PNG, 'image/png');
    const res = await server.call('PATCH', '/users/profile', {
      token: learner.token,
      form: form(
        {
          first_name: 'Maya',
          last_name: 'Thompson',
          higest_degree: 'High School',
          i_am_here_as: 'HOBBYIST',
          gender: 'female',
          phone: '501234567',
          country_code: '+971',
          user_interest: [String(topicId)],
          university_aspire: ['MIT', ' Oxford '],
        },
        png,
      ),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully.');
    expect(res.body.data).toMatchObject({
      higest_degree: 'High School',
      gender: 'FEMALE',
      phone: '+971-501234567',
      user_interest: [{ id: topicId, name: 'Space' }],
      university_aspire: ['MIT', 'Oxford'],
      media: { path: expect.stringMatching(/^\/api\/files\/avatars\/.+\.png$/) },
    });
  });

  it.each([
    ['an empty first name', { first_name: '' }, { first_name: ['First Name is Required'] }],
    [
      'a UAE phone of 10 digits',
      { phone: '5012345678', country_code: '+971' },
      { phone: ['Phone number length is invalid'] },
    ],
    [
      'a phone without code',
      { phone: '5012345678' },
      { country_code: ['Country code is required with phone number'] },
    ],
    [
      'a birth date in the future',
      { dob: '2999-01-01' },
      { dob: ['Date of birth cannot be in the future.'] },
    ],
    [
      'an unknown interest',
      { user_interest: ['999999'] },
      { user_interest: ['Interests must be topic ids.'] },
    ],
  ])('refuses %s and keeps the stored profile', async (_name, fields, error) => {
    const res = await server.call('PATCH', '/users/profile', { token: learner.token, form: form(fields) });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual(error);
    const profile = await server.call('GET', '/users/profile', { token: learner.token });
    expect(profile.body.data).toMatchObject({
      first_name: 'Maya',
      phone: '+971-501234567',
      user_interest: [{ id: topicId }],
    });
  });

  it('refuses a photo that is not an image', async () => {
    const res = await server.call('PATCH', '/users/profile', {
      token: learner.token,
      form: form({}, new Blob(['<script>'], { type: 'text/html' })),
    });
    expect(res.body.error).toEqual({ media: ['The photo must be a PNG, JPEG, GIF or WebP image.'] });
  });
});

describe('points, notifications and activity', () => {
  it('totals points with the earned and upcoming badges', async () => {
    const { db } = server.api.ctx;
    const now = new Date().toISOString();
    await db
      .insertInto('points_ledger')
      .values({ user_id: learner.id, action: 'COLLECTION', ref_id: 1, points: 600, created_at: now })
      .execute();
    const res = await server.call('GET', '/users/total-points', { token: learner.token });
    expect(res.body.data).toEqual({ points: 600, badge: [1], upcommingBadge: [2, 3] });
  });

  it('lists notifications newest first and marks them all read', async () => {
    const { db } = server.api.ctx;
    await db
      .insertInto('notifications')
      .values(
        [1, 2, 3].map((i) => ({
          user_id: learner.id,
          body: `Note ${i}`,
          is_read: 0,
          created_at: `2026-01-0${i}T00:00:00.000Z`,
        })),
      )
      .execute();
    const list = await server.call('GET', '/users/notifications?page=1&limit=2', { token: learner.token });
    expect(list.body.data.results.map((n: { body: string }) => n.body)).toEqual(['Note 3', 'Note 2']);
    expect(list.body.meta.pagination).toEqual({ total: 3, page: 1, limit: 2 });
    await server.call('PATCH', '/users/notifications', { token: learner.token });
    const after = await server.call('GET', '/users/notifications', { token: learner.token });
    expect(after.body.data.results.every((n: { is_read: number }) => n.is_read === 1)).toBe(true);
  });

  it('records minutes and totals them per day of the month', async () => {
    for (const min of [10, 15])
      expect(
        (await server.call('POST', '/users/activity-log', { token: learner.token, json: { min } })).status,
      ).toBe(201);
    for (const min of [0, 181, 'x', 2.5])
      expect(
        (await server.call('POST', '/users/activity-log', { token: learner.token, json: { min } })).status,
      ).toBe(422);
    const res = await server.call(
      'GET',
      `/users/activity-log?limit=31&date=${new Date().toISOString().slice(0, 10)}`,
      { token: learner.token },
    );
    expect(res.body.data.results).toEqual([
      { created_at: expect.stringMatching(/T00:00:00.000Z$/), min: 25 },
    ]);
  });
});

describe('bookmarks and packages', () => {
  it('adds a bookmark once, keeps its id, and deletes only own bookmarks', async () => {
    const first = await server.call('POST', '/users/bookmarks', {
      token: learner.token,
      json: { module_id: moduleId },
    });
    const second = await server.call('POST', '/users/bookmarks', {
      token: learner.token,
      json: { module_id: moduleId },
    });
    expect(second.body.data.id).toBe(first.body.data.id);
    const other = await createUser(server.api.ctx);
    expect(
      (await server.call('DELETE', `/users/bookmarks/${first.body.data.id}`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await server.call('DELETE', `/users/bookmarks/${first.body.data.id}`, { token: learner.token }))
        .status,
    ).toBe(200);
  });

  it('lists the four packages with their gates and prices', async () => {
    const res = await server.call('GET', '/packages?limit=100&status=Active', { token: learner.token });
    expect(res.body.data.results.map((p: { name: string }) => p.name)).toEqual([
      'FREE',
      'STARTER',
      'PREMIUM',
      'ELITE',
    ]);
    expect(res.body.data.results[2]).toMatchObject({
      can_submit_project: 1,
      ai_based_profiile_building_support: 1,
      prices: [{ price: 24.99, currency: { symbol: '$' } }],
      duration_in_humanize: 'quarterly',
    });
  });
});

describe('mentor invitation and location', () => {
  it('joins a mentor while invites remain, then refuses with the spec text', async () => {
    const mentor = await createUser(server.api.ctx, { role: 'MENTOR', max_invites: 1 });
    const invitation = (await server.call('GET', '/users/invitation', { token: mentor.token })).body.data
      .value;
    const details = await server.call('GET', `/users/mentor-details/${invitation}`, { token: learner.token });
    expect(details.body.data).toMatchObject({ id: mentor.id, meta: { max_invites: 1 } });
    const join = await server.call('POST', '/users/assign-mentor', {
      token: learner.token,
      json: { learners: [learner.id], mentors: [mentor.id], isInvite: true, invitation },
    });
    expect(join.body.message).toBe('Success! Mentor Assigned Successfully.');
    const other = await createUser(server.api.ctx, { packageName: 'FREE' });
    const refused = await server.call('POST', '/users/assign-mentor', {
      token: other.token,
      json: { learners: [other.id], mentors: [mentor.id], isInvite: true, invitation },
    });
    expect(refused.body).toEqual({
      message: 'Error! Could not assign mentor, please contact your mentor.',
      error: {},
    });
  });

  it('checks a library-bound learner against the library radius', async () => {
    const { db } = server.api.ctx;
    const library = await db
      .insertInto('libraries')
      .values({ name: 'Central Library', latitude: 51.5074, longitude: -0.1278, radius_m: 500 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bound = await createUser(server.api.ctx, { packageName: 'FREE', library_id: library.id });
    const near = await server.call('POST', '/users/check-location', {
      token: bound.token,
      json: { latitude: 51.509, longitude: -0.128 },
    });
    const far = await server.call('POST', '/users/check-location', {
      token: bound.token,
      json: { latitude: 51.52, longitude: -0.128 },
    });
    expect([near.body.data, far.body.data]).toEqual([true, false]);
    expect(
      (
        await server.call('POST', '/users/check-location', {
          token: bound.token,
          json: { latitude: 'north' },
        })
      ).status,
    ).toBe(422);
    const profile = await server.call('GET', '/users/profile', { token: bound.token });
    expect(profile.body.data.meta.location).toBe(true);
  });

  it('stores one push subscription per endpoint and refuses malformed ones', async () => {
    // A browser's keys: a P-256 public key (65 bytes) and a 16-byte secret.
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const p256dh = browser.getPublicKey('base64url');
    const body = {
      endpoint: 'https://push.example/abc',
      expirationTime: null,
      keys: { p256dh, auth: randomBytes(16).toString('base64url') },
    };
    expect(
      (await server.call('POST', '/users/notification-subscribe', { token: learner.token, json: body }))
        .status,
    ).toBe(201);
    expect(
      (await server.call('POST', '/users/notification-subscribe', { token: learner.token, json: body }))
        .status,
    ).toBe(201);
    const rows = await server.api.ctx.db.selectFrom('push_subscriptions').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({ user_id: learner.id, endpoint: 'https://push.example/abc', p256dh }),
    ]);
    const bad = await server.call('POST', '/users/notification-subscribe', {
      token: learner.token,
      json: { endpoint: 'http://insecure' },
    });
    expect(bad.status).toBe(422);
    const junkKeys = await server.call('POST', '/users/notification-subscribe', {
      token: learner.token,
      json: { ...body, keys: { p256dh: 'key', auth: 'secret' } },
    });
    expect(junkKeys.status).toBe(422);
  });
});
