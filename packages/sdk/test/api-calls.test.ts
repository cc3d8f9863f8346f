import * as sdk from '../src/index';
import { withRecordingServer } from './api-harness';
import { type CallRow, dataRow, describeCallTable, listRow, sendRow } from './call-table';

const server = withRecordingServer();

/** A list row of this table: answered with a page of `[{ id: 1 }]` out of 7. */
const list = (call: CallRow['call'], path: string, query?: Record<string, string>) =>
  listRow(call, path, query, [{ id: 1 }], 7);

/** Every part-1 call: the request that goes over the wire and what the function resolves to. */
const rows: Record<string, CallRow> = {
  forgotPassword: sendRow(
    (c) => sdk.forgotPassword(c, { email: 'a@b.co' }),
    'POST',
    '/auth/forget-password',
    { email: 'a@b.co' },
  ),
  resetPassword: sendRow(
    (c) => sdk.resetPassword(c, 'tok/1', { password: 'Abcdefg1', password_confirmation: 'Abcdefg1' }),
    'POST',
    '/auth/reset-password/tok%2F1',
    { password: 'Abcdefg1', password_confirmation: 'Abcdefg1' },
  ),
  verifyAccount: sendRow(
    (c) => sdk.verifyAccount(c, { activationToken: 't', email: 'a+b@x.co' }),
    'POST',
    '/auth/verify',
    { activationToken: 't', email: 'a+b@x.co' },
  ),
  resendVerificationLink: sendRow(
    (c) => sdk.resendVerificationLink(c),
    'GET',
    '/auth/resend-varification-link',
  ),
  getAuthProviders: dataRow((c) => sdk.getAuthProviders(c), 'GET', '/auth/providers', [
    { provider: 'google', clientId: 'g-1' },
  ]),
  getSignInSettings: {
    call: (c) => sdk.getSignInSettings(c),
    method: 'GET',
    path: '/auth/providers',
    reply: {
      body: { data: [{ provider: 'google', clientId: 'g-1' }], meta: { recaptcha_site_key: '6Lc-site' } },
    },
    returns: { providers: [{ provider: 'google', clientId: 'g-1' }], recaptchaSiteKey: '6Lc-site' },
  },
  checkLocation: dataRow(
    (c) => sdk.checkLocation(c, { latitude: 1.5, longitude: 2.5 }),
    'POST',
    '/users/check-location',
    false,
    { json: { latitude: 1.5, longitude: 2.5 } },
  ),
  getProfile: dataRow((c) => sdk.getProfile(c), 'GET', '/users/profile', { id: 1 }),
  getTotalPoints: dataRow((c) => sdk.getTotalPoints(c), 'GET', '/users/total-points', { points: 5 }),
  getNotifications: list((c) => sdk.getNotifications(c), '/users/notifications', { page: '1', limit: '10' }),
  markNotificationsRead: sendRow((c) => sdk.markNotificationsRead(c), 'PATCH', '/users/notifications'),
  getActivityLog: list((c) => sdk.getActivityLog(c, { date: '2026-11-01' }), '/users/activity-log', {
    limit: '31',
    date: '2026-11-01',
  }),
  postActivity: sendRow((c) => sdk.postActivity(c, 12), 'POST', '/users/activity-log', { min: 12 }),
  getOverallActivity: dataRow((c) => sdk.getOverallActivity(c), 'GET', '/users/activity-log/activity', {
    total: 3,
    keyword: [],
  }),
  getBookmarks: list((c) => sdk.getBookmarks(c), '/users/bookmarks', { page: '1', limit: '12' }),
  addBookmark: dataRow(
    (c) => sdk.addBookmark(c, 9),
    'POST',
    '/users/bookmarks',
    { id: 4, module_id: 9 },
    { json: { module_id: 9 } },
  ),
  removeBookmark: sendRow((c) => sdk.removeBookmark(c, 4), 'DELETE', '/users/bookmarks/4'),
  getLikedModules: list((c) => sdk.getLikedModules(c), '/users/liked-modules', { page: '1', limit: '12' }),
  getUserPackages: list((c) => sdk.getUserPackages(c), '/users/packages'),
  getMentorDetails: dataRow(
    (c) => sdk.getMentorDetails(c, 'eyJ.a-b.c_d'),
    'GET',
    '/users/mentor-details/eyJ.a-b.c_d',
    { full_name: 'M' },
  ),
  assignMentor: sendRow(
    (c) => sdk.assignMentor(c, { learners: [1], mentors: [3], invitation: 'eyJ.a.b' }),
    'POST',
    '/users/assign-mentor',
    { learners: [1], mentors: [3], isInvite: true, invitation: 'eyJ.a.b' },
  ),
  requestMentorUpgrade: sendRow(
    (c) => sdk.requestMentorUpgrade(c, { message: 'more' }),
    'POST',
    '/users/mentor-upgrade',
    { message: 'more' },
  ),
  sendUpgradeRequest: sendRow(
    (c) => sdk.sendUpgradeRequest(c, { message: 'pls' }),
    'POST',
    '/users/upgrade-request',
    { message: 'pls' },
  ),
  getMyList: dataRow(
    (c) => sdk.getMyList(c, { type: 'BOOKMARKED', order: 'ASC' }),
    'GET',
    '/users/my-list',
    { myList: [{ id: 2 }], total: 1 },
    { query: { type: 'BOOKMARKED', order: 'ASC', page: '1', limit: '12' } },
  ),
  getRecentModules: list((c) => sdk.getRecentModules(c), '/modules/search', {
    search_type: 'CUSTOM',
    status: 'PUBLISH',
    order_by: 'DESC',
    order_by_type: 'publish_at',
    page: '1',
    limit: '10',
  }),
  getModule: dataRow(
    (c) => sdk.getModule(c, 5, { include: 'tags,careers' }),
    'GET',
    '/modules/auth/5',
    { id: 5 },
    { query: { include: 'tags,careers' } },
  ),
  getMyModules: list((c) => sdk.getMyModules(c, { status: 'ASSIGNED' }), '/modules/my-modules', {
    status: 'ASSIGNED',
    order_by: 'DESC',
    page: '1',
    limit: '12',
  }),
  getMyModule: dataRow((c) => sdk.getMyModule(c, 5), 'GET', '/modules/my-modules/5', { id: 1 }),
  getMyViewedModules: list((c) => sdk.getMyViewedModules(c), '/modules/my-viewed-modules', {
    page: '1',
    limit: '12',
  }),
  getEmbedCardDetails: dataRow(
    (c) => sdk.getEmbedCardDetails(c, { module_id: 5 }),
    'GET',
    '/modules/embed-card-details',
    { id: 5 },
    { query: { module_id: '5' } },
  ),
  getRandomFeatureQuestion: dataRow(
    (c) => sdk.getRandomFeatureQuestion(c),
    'GET',
    '/modules/feature-questions/random',
    null,
  ),
  recordModuleTab: sendRow((c) => sdk.recordModuleTab(c, 5, 2), 'POST', '/modules/5/tabs', { tab: 2 }),
  assignModules: sendRow((c) => sdk.assignModules(c, [5, 6]), 'POST', '/modules/assign', { modules: [5, 6] }),
  likeModule: dataRow((c) => sdk.likeModule(c, 5), 'POST', '/modules/5/like', { likes: 3 }),
  updateModuleProgress: {
    call: (c) => sdk.updateModuleProgress(c, 5, { completed_percentage: 66, completed_tab: 2 }),
    method: 'PATCH',
    path: '/modules/my-modules/5/completed_percentage',
    json: { completed_percentage: 66, completed_tab: 2 },
    reply: { body: { data: { id: 1, completed_percentage: 66 }, meta: { points_awarded: 50 } } },
    returns: { module: { id: 1, completed_percentage: 66 }, pointsAwarded: 50 },
  },
  submitReflectionAnswer: dataRow(
    (c) => sdk.submitReflectionAnswer(c, 5, 'My answer'),
    'POST',
    '/modules/my-modules/5/submit-reflection-question',
    { id: 1 },
    { json: { reflection_question_answer: 'My answer' } },
  ),
  updateModuleViewCount: dataRow(
    (c) => sdk.updateModuleViewCount(c, 5),
    'PATCH',
    '/modules/5/update-view-count',
    { views: 8 },
  ),
  rateModule: dataRow(
    (c) => sdk.rateModule(c, 5, 10),
    'POST',
    '/modules/5/rating',
    { module_id: 5, score: 10 },
    { json: { module_id: 5, score: 10 } },
  ),
  getModuleProjects: list((c) => sdk.getModuleProjects(c, 5), '/modules/5/projects'),
  deleteModuleProject: sendRow((c) => sdk.deleteModuleProject(c, 5, 2), 'DELETE', '/modules/5/projects/2'),
  getRecommendations: list((c) => sdk.getRecommendations(c), '/recommendation-engine', {
    page: '1',
    limit: '12',
  }),
  getTrendingModules: list((c) => sdk.getTrendingModules(c), '/trending-modules', { page: '1', limit: '12' }),
  getMyProjects: list((c) => sdk.getMyProjects(c, { keyword: 'bridge' }), '/projects/my-projects', {
    page: '1',
    limit: '10',
    status: 'SUBMITTED',
    order_by: 'DESC',
    keyword: 'bridge',
  }),
  getMyProject: dataRow((c) => sdk.getMyProject(c, 8), 'GET', '/projects/my-projects/8', { id: 8 }),
};

describeCallTable('every part-1 call sends the spec request and unwraps the answer', server, rows, 'STUDENT');
