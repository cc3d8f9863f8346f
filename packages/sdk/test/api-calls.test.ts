import { describe, expect, it } from 'vitest';
import type { Client } from '../src/client/create-client';
import * as sdk from '../src/index';
import { multipartOf, pagedReply, sessionClient, withRecordingServer } from './api-harness';

const server = withRecordingServer();

interface Row {
  call: (client: Client) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  reply?: { body: unknown };
  returns?: unknown;
}

const page = pagedReply([{ id: 1 }], 7);
const one = (data: unknown) => ({ body: { data } });

/** Every part-1 call: the request that goes over the wire and what the function resolves to. */
const rows: Record<string, Row> = {
  forgotPassword: {
    call: (c) => sdk.forgotPassword(c, { email: 'a@b.co' }),
    method: 'POST',
    path: '/auth/forget-password',
    json: { email: 'a@b.co' },
  },
  resetPassword: {
    call: (c) => sdk.resetPassword(c, 'tok/1', { password: 'Abcdefg1', password_confirmation: 'Abcdefg1' }),
    method: 'POST',
    path: '/auth/reset-password/tok%2F1',
    json: { password: 'Abcdefg1', password_confirmation: 'Abcdefg1' },
  },
  verifyAccount: {
    call: (c) => sdk.verifyAccount(c, { activationToken: 't', email: 'a+b@x.co' }),
    method: 'POST',
    path: '/auth/verify',
    json: { activationToken: 't', email: 'a+b@x.co' },
  },
  resendVerificationLink: {
    call: (c) => sdk.resendVerificationLink(c),
    method: 'GET',
    path: '/auth/resend-varification-link',
  },
  checkLocation: {
    call: (c) => sdk.checkLocation(c, { latitude: 1.5, longitude: 2.5 }),
    method: 'POST',
    path: '/users/check-location',
    json: { latitude: 1.5, longitude: 2.5 },
    reply: one(false),
    returns: false,
  },
  getProfile: {
    call: (c) => sdk.getProfile(c),
    method: 'GET',
    path: '/users/profile',
    reply: one({ id: 1 }),
    returns: { id: 1 },
  },
  getTotalPoints: {
    call: (c) => sdk.getTotalPoints(c),
    method: 'GET',
    path: '/users/total-points',
    reply: one({ points: 5 }),
    returns: { points: 5 },
  },
  getNotifications: {
    call: (c) => sdk.getNotifications(c),
    method: 'GET',
    path: '/users/notifications',
    query: { page: '1', limit: '10' },
    reply: page,
    returns: { results: [{ id: 1 }], total: 7 },
  },
  markNotificationsRead: {
    call: (c) => sdk.markNotificationsRead(c),
    method: 'PATCH',
    path: '/users/notifications',
  },
  getActivityLog: {
    call: (c) => sdk.getActivityLog(c, { date: '2026-11-01' }),
    method: 'GET',
    path: '/users/activity-log',
    query: { limit: '31', date: '2026-11-01' },
    reply: page,
  },
  postActivity: {
    call: (c) => sdk.postActivity(c, 12),
    method: 'POST',
    path: '/users/activity-log',
    json: { min: 12 },
  },
  getOverallActivity: {
    call: (c) => sdk.getOverallActivity(c),
    method: 'GET',
    path: '/users/activity-log/activity',
    reply: one({ total: 3, keyword: [] }),
  },
  getBookmarks: {
    call: (c) => sdk.getBookmarks(c),
    method: 'GET',
    path: '/users/bookmarks',
    query: { page: '1', limit: '12' },
    reply: page,
  },
  addBookmark: {
    call: (c) => sdk.addBookmark(c, 9),
    method: 'POST',
    path: '/users/bookmarks',
    json: { module_id: 9 },
    reply: one({ id: 4, module_id: 9 }),
    returns: { id: 4, module_id: 9 },
  },
  removeBookmark: { call: (c) => sdk.removeBookmark(c, 4), method: 'DELETE', path: '/users/bookmarks/4' },
  getLikedModules: {
    call: (c) => sdk.getLikedModules(c),
    method: 'GET',
    path: '/users/liked-modules',
    query: { page: '1', limit: '12' },
    reply: page,
  },
  getUserPackages: {
    call: (c) => sdk.getUserPackages(c),
    method: 'GET',
    path: '/users/packages',
    reply: page,
  },
  getMentorDetails: {
    call: (c) => sdk.getMentorDetails(c, 3),
    method: 'GET',
    path: '/users/mentor-details/3',
    reply: one({ full_name: 'M' }),
  },
  assignMentor: {
    call: (c) => sdk.assignMentor(c, { learners: [1], mentors: [3] }),
    method: 'POST',
    path: '/users/assign-mentor',
    json: { learners: [1], mentors: [3], isInvite: true },
  },
  requestMentorUpgrade: {
    call: (c) => sdk.requestMentorUpgrade(c, { message: 'more' }),
    method: 'POST',
    path: '/users/mentor-upgrade',
    json: { message: 'more' },
  },
  sendUpgradeRequest: {
    call: (c) => sdk.sendUpgradeRequest(c, { message: 'pls' }),
    method: 'POST',
    path: '/users/upgrade-request',
    json: { message: 'pls' },
  },
  getMyList: {
    call: (c) => sdk.getMyList(c, { type: 'BOOKMARKED', order: 'ASC' }),
    method: 'GET',
    path: '/users/my-list',
    query: { type: 'BOOKMARKED', order: 'ASC', page: '1', limit: '12' },
    reply: one({ myList: [{ id: 2 }], total: 1 }),
    returns: { myList: [{ id: 2 }], total: 1 },
  },
  getRecentModules: {
    call: (c) => sdk.getRecentModules(c),
    method: 'GET',
    path: '/modules/search',
    query: {
      search_type: 'CUSTOM',
      status: 'PUBLISH',
      order_by: 'DESC',
      order_by_type: 'publish_at',
      page: '1',
      limit: '10',
    },
    reply: page,
  },
  getModule: {
    call: (c) => sdk.getModule(c, 5, { include: 'tags,careers' }),
    method: 'GET',
    path: '/modules/auth/5',
    query: { include: 'tags,careers' },
    reply: one({ id: 5 }),
    returns: { id: 5 },
  },
  getMyModules: {
    call: (c) => sdk.getMyModules(c, { status: 'ASSIGNED' }),
    method: 'GET',
    path: '/modules/my-modules',
    query: { status: 'ASSIGNED', order_by: 'DESC', page: '1', limit: '12' },
    reply: page,
  },
  getMyModule: {
    call: (c) => sdk.getMyModule(c, 5),
    method: 'GET',
    path: '/modules/my-modules/5',
    reply: one({ id: 1 }),
  },
  getMyViewedModules: {
    call: (c) => sdk.getMyViewedModules(c),
    method: 'GET',
    path: '/modules/my-viewed-modules',
    query: { page: '1', limit: '12' },
    reply: page,
  },
  getEmbedCardDetails: {
    call: (c) => sdk.getEmbedCardDetails(c, { module_id: 5 }),
    method: 'GET',
    path: '/modules/embed-card-details',
    query: { module_id: '5' },
    reply: one({ id: 5 }),
  },
  getRandomFeatureQuestion: {
    call: (c) => sdk.getRandomFeatureQuestion(c),
    method: 'GET',
    path: '/modules/feature-questions/random',
    reply: one(null),
    returns: null,
  },
  recordModuleTab: {
    call: (c) => sdk.recordModuleTab(c, 5, 2),
    method: 'POST',
    path: '/modules/5/tabs',
    json: { tab: 2 },
  },
  assignModules: {
    call: (c) => sdk.assignModules(c, [5, 6]),
    method: 'POST',
    path: '/modules/assign',
    json: { modules: [5, 6] },
  },
  likeModule: {
    call: (c) => sdk.likeModule(c, 5),
    method: 'POST',
    path: '/modules/5/like',
    reply: one({ likes: 3 }),
    returns: { likes: 3 },
  },
  updateModuleProgress: {
    call: (c) => sdk.updateModuleProgress(c, 5, { completed_percentage: 66, completed_tab: 2 }),
    method: 'PATCH',
    path: '/modules/my-modules/5/completed_percentage',
    json: { completed_percentage: 66, completed_tab: 2 },
    reply: one({ id: 1 }),
  },
  submitReflectionAnswer: {
    call: (c) => sdk.submitReflectionAnswer(c, 5, 'My answer'),
    method: 'POST',
    path: '/modules/my-modules/5/submit-reflection-question',
    json: { reflection_question_answer: 'My answer' },
    reply: one({ id: 1 }),
  },
  updateModuleViewCount: {
    call: (c) => sdk.updateModuleViewCount(c, 5),
    method: 'PATCH',
    path: '/modules/5/update-view-count',
    reply: one({ views: 8 }),
    returns: { views: 8 },
  },
  rateModule: {
    call: (c) => sdk.rateModule(c, 5, 10),
    method: 'POST',
    path: '/modules/5/rating',
    json: { module_id: 5, score: 10 },
    reply: one({ module_id: 5, score: 10 }),
  },
  getModuleProjects: {
    call: (c) => sdk.getModuleProjects(c, 5),
    method: 'GET',
    path: '/modules/5/projects',
    reply: page,
  },
  deleteModuleProject: {
    call: (c) => sdk.deleteModuleProject(c, 5, 2),
    method: 'DELETE',
    path: '/modules/5/projects/2',
  },
  getRecommendations: {
    call: (c) => sdk.getRecommendations(c),
    method: 'GET',
    path: '/recommendation-engine',
    query: { page: '1', limit: '12' },
    reply: page,
  },
  getTrendingModules: {
    call: (c) => sdk.getTrendingModules(c),
    method: 'GET',
    path: '/trending-modules',
    query: { page: '1', limit: '12' },
    reply: page,
  },
  getMyProjects: {
    call: (c) => sdk.getMyProjects(c, { keyword: 'bridge' }),
    method: 'GET',
    path: '/projects/my-projects',
    query: { page: '1', limit: '10', status: 'SUBMITTED', order_by: 'DESC', keyword: 'bridge' },
    reply: page,
  },
  getMyProject: {
    call: (c) => sdk.getMyProject(c, 8),
    method: 'GET',
    path: '/projects/my-projects/8',
    reply: one({ id: 8 }),
  },
  getComments: {
    call: (c) => sdk.getComments(c, 5),
    method: 'GET',
    path: '/comments',
    query: { module_id: '5', page: '1', limit: '100' },
    reply: page,
  },
  addComment: {
    call: (c) => sdk.addComment(c, { module_id: 5, message: '  hi  ' }),
    method: 'POST',
    path: '/comments',
    json: { module_id: 5, message: 'hi' },
    reply: one({ id: 1 }),
  },
  updateComment: {
    call: (c) => sdk.updateComment(c, 3, ' edited '),
    method: 'PUT',
    path: '/comments/3',
    json: { message: 'edited' },
    reply: one({ id: 3 }),
  },
  deleteComment: { call: (c) => sdk.deleteComment(c, 3), method: 'DELETE', path: '/comments/3' },
  getCollections: {
    call: (c) => sdk.getCollections(c),
    method: 'GET',
    path: '/collections',
    query: { search_type: 'CUSTOM', status: 'ACTIVE', page: '1', limit: '100', order_by: 'DESC' },
    reply: page,
  },
  getCollection: {
    call: (c) => sdk.getCollection(c, 2),
    method: 'GET',
    path: '/collections/2',
    reply: one({ id: 2 }),
  },
  getCertificates: {
    call: (c) => sdk.getCertificates(c),
    method: 'GET',
    path: '/certificates',
    query: { include: 'collection' },
    reply: page,
  },
  getCareers: {
    call: (c) => sdk.getCareers(c),
    method: 'GET',
    path: '/careers',
    query: { limit: '100', status: 'ACTIVE' },
    reply: page,
  },
  getCareer: { call: (c) => sdk.getCareer(c, 4), method: 'GET', path: '/careers/4', reply: one({ id: 4 }) },
  getCategories: {
    call: (c) => sdk.getCategories(c),
    method: 'GET',
    path: '/categories',
    query: { page: '1', limit: '100' },
    reply: page,
  },
  searchSubCategories: {
    call: (c) => sdk.searchSubCategories(c, { keyword: 'spa' }),
    method: 'GET',
    path: '/categories/sub-categories',
    query: { limit: '20', status: 'PUBLISH', keyword: 'spa' },
    reply: page,
  },
  getPackages: {
    call: (c) => sdk.getPackages(c),
    method: 'GET',
    path: '/packages',
    query: { limit: '100', status: 'Active' },
    reply: page,
  },
  getPackage: {
    call: (c) => sdk.getPackage(c, 3),
    method: 'GET',
    path: '/packages/3',
    reply: one({ id: 3 }),
  },
  subscribeToPush: {
    call: (c) =>
      sdk.subscribeToPush(c, {
        endpoint: 'https://push.test/x',
        expirationTime: null,
        keys: { p256dh: 'k', auth: 'a' },
      }),
    method: 'POST',
    path: '/users/notification-subscribe',
    json: { endpoint: 'https://push.test/x', expirationTime: null, keys: { p256dh: 'k', auth: 'a' } },
  },
};

describe('every part-1 call sends the spec request and unwraps the answer', () => {
  it.each(Object.entries(rows))('%s', async (_name, row) => {
    const s = server();
    s.respond(() => row.reply ?? { body: { data: null } });
    const { client } = sessionClient(s);
    const result = await row.call(client);
    const sent = s.last();
    expect(sent.method).toBe(row.method);
    expect(sent.path).toBe(row.path);
    expect(sent.headers.authorization).toBe('Bearer tok-1');
    if (row.query) expect(sent.query).toEqual(row.query);
    if (row.json !== undefined) expect(sent.body).toEqual(row.json);
    if ('returns' in row) expect(result).toEqual(row.returns);
  });
});

describe('multipart calls', () => {
  it('signs up with form data, the session machine_id, and stores the session', async () => {
    const s = server();
    s.respond(() => ({
      body: { data: { id: 9, roles: [{ type: 'STUDENT' }] }, meta: { token: 'new-token' } },
    }));
    const { client, session } = sessionClient(s, null);
    await sdk.signup(client, {
      first_name: 'Ada',
      last_name: 'L',
      email: 'ada@x.co',
      password: 'Abcdefg1',
      status: 'STUDENT',
      recaptchaResponse: 'r',
    } as Parameters<typeof sdk.signup>[1]);
    const fields = await multipartOf(s.last());
    expect(s.last().path).toBe('/auth/signup');
    expect(fields).toMatchObject({
      first_name: ['Ada'],
      email: ['ada@x.co'],
      status: ['STUDENT'],
      machine_id: [session.getState().settings.machine_id],
    });
    expect(session.getState().user?.token).toBe('new-token');
  });

  it('updates the profile as multipart with interests as user_interest[] and the photo', async () => {
    const s = server();
    s.respond(() => one({ id: 1 }));
    const { client } = sessionClient(s);
    await sdk.updateProfile(client, {
      first_name: 'Maya',
      user_interest: [3, 4],
      media: new Blob(['png'], { type: 'image/png' }),
    } as Parameters<typeof sdk.updateProfile>[1]);
    const fields = await multipartOf(s.last());
    expect(s.last().method).toBe('PATCH');
    expect(fields['user_interest[]']).toEqual(['3', '4']);
    expect(fields.media).toEqual([expect.objectContaining({ type: 'image/png', text: 'png' })]);
  });

  it('submits a project with repeated documents fields', async () => {
    const s = server();
    s.respond(() => one({ id: 8 }));
    const { client } = sessionClient(s);
    await sdk.submitProject(client, 8, {
      description: 'Summary',
      link: 'https://x.test',
      documents: [
        new File(['a'], 'a.txt', { type: 'text/plain' }),
        new File(['b'], 'b.txt', { type: 'text/plain' }),
      ],
    });
    const fields = await multipartOf(s.last());
    expect(s.last().path).toBe('/projects/8/submit');
    expect(fields.description).toEqual(['Summary']);
    expect((fields.documents as Array<{ name: string }>).map((d) => d.name)).toEqual(['a.txt', 'b.txt']);
  });
});

describe('session calls', () => {
  it('logs in with the machine_id, refuses a role outside the gate and stores nothing then', async () => {
    const s = server();
    s.respond(() => ({ body: { data: { id: 1, roles: [{ type: 'GUEST' }] }, meta: { token: 't' } } }));
    const { client, session } = sessionClient(s, null);
    await expect(
      sdk.login(client, { email: 'a@b.co', password: 'x', recaptchaResponse: 'r' }),
    ).rejects.toThrow('Forbidden');
    expect(s.last().body).toMatchObject({
      email: 'a@b.co',
      machine_id: session.getState().settings.machine_id,
    });
    expect(session.getState().isAuthenticated).toBe(false);
  });

  it('logs a student out with the machine_id and clears the session even when the call fails', async () => {
    const s = server();
    s.respond(() => ({ status: 500, body: { message: 'down' } }));
    const { client, session } = sessionClient(s);
    const machineId = session.getState().settings.machine_id;
    await sdk.logout(client).catch(() => undefined);
    expect(s.last()).toMatchObject({ method: 'POST', path: '/auth/logout', body: { machine_id: machineId } });
    expect(session.getState().isAuthenticated).toBe(false);
    expect(session.getState().settings.machine_id).toBe(machineId);
  });

  it('syncs activity on a route change only inside the 5–180 minute window', async () => {
    const s = server();
    const { client, session } = sessionClient(s);
    const now = 10_000_000_000;
    session.getState().setLastActivity(now - 30 * 60_000);
    expect(await sdk.syncActivity(client, now)).toEqual({ postMinutes: 30, reset: true });
    expect(s.last()).toMatchObject({ method: 'POST', path: '/users/activity-log', body: { min: 30 } });
    expect(session.getState().settings.last_updated_activity).toBe(now);
    const before = s.requests.length;
    expect(await sdk.syncActivity(client, now + 60_000)).toEqual({ postMinutes: null, reset: false });
    expect(s.requests.length).toBe(before);
  });
});
