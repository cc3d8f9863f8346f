import { describe, expect, it } from 'vitest';
import type { Client } from '../src/client/create-client';
import * as sdk from '../src/index';
import { pagedReply, sessionClient, withRecordingServer } from './api-harness';

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
    reply: { body: { data: { id: 1, completed_percentage: 66 }, meta: { points_awarded: 50 } } },
    returns: { module: { id: 1, completed_percentage: 66 }, pointsAwarded: 50 },
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
