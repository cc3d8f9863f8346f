import { describe, expect, it } from 'vitest';
import * as sdk from '../src/index';
import { sessionClient, withRecordingServer } from './api-harness';
import { type CallRow, dataRow, describeCallTable, listRow, one, sendRow } from './call-table';

const server = withRecordingServer();
/** A list row of this table: answered with a page of `[{ id: 1 }]` out of 3. */
const list = (call: CallRow['call'], path: string, query?: Record<string, string>) =>
  listRow(call, path, query, [{ id: 1 }], 3);

const enquiry = {
  first_name: 'A',
  last_name: 'B',
  email: 'a@b.co',
  phone: '9876543210',
  country_code: '+91',
  topic: 'Login Issues',
  message: 'Hi',
  recaptchaResponse: 'r',
};

/** Every part-2 call: the request that goes over the wire and what the function resolves to. */
const rows: Record<string, CallRow> = {
  getLearners: list((c) => sdk.getLearners(c, { keyword: 'ana' }), '/users/learners', {
    type: 'LEARNER',
    page: '1',
    limit: '10',
    keyword: 'ana',
  }),
  getLearnersForSessionDialog: list(
    (c) => sdk.getLearners(c, { limit: sdk.SESSION_DIALOG_LEARNERS_LIMIT }),
    '/users/learners',
    { type: 'LEARNER', page: '1', limit: '100' },
  ),
  getLearner: dataRow(
    (c) => sdk.getLearner(c, 4, { mentorId: 2 }),
    'GET',
    '/users/learners/4',
    { id: 4 },
    { query: { mentorId: '2' } },
  ),
  getLearnerModules: list(
    (c) => sdk.getLearnerModules(c, 4, { status: 'VIEWED' }),
    '/users/learners/4/modules',
    { page: '1', limit: '5', status: 'VIEWED' },
  ),
  getLearnerModule: dataRow((c) => sdk.getLearnerModule(c, 4, 9), 'GET', '/users/learners/4/modules/9', {
    id: 1,
    usersprojects: [],
  }),
  getLearnerProjects: list((c) => sdk.getLearnerProjects(c, 4), '/users/learners/4/projects', {
    page: '1',
    limit: '5',
    status: 'SUBMITTED',
    order_by: 'DESC',
  }),
  getUserProject: dataRow((c) => sdk.getUserProject(c, 8), 'GET', '/users/user-projects/8', { id: 8 }),
  removeLearner: sendRow((c) => sdk.removeLearner(c, 4), 'DELETE', '/users/learners/4'),
  removeLearners: sendRow((c) => sdk.removeLearners(c, [4, 5]), 'PATCH', '/users/learners/bulk-remove', {
    ids: [4, 5],
  }),
  inviteLearner: {
    call: (c) =>
      sdk.inviteLearner(c, { email: ' kid@x.co ', phone: '50 123 4567', country_code: 'UAE (+971)' }),
    method: 'POST',
    path: '/users/invite',
    json: { email: 'kid@x.co', phone: '+971-501234567', country_code: '+971' },
    reply: {
      body: {
        data: { link: 'L', email: 'kid@x.co', phone: '+971-501234567', text_sent: true },
        message: 'Invite sent successfully.',
      },
    },
    returns: { textSent: true },
  },
  getInvitation: dataRow((c) => sdk.getInvitation(c), 'GET', '/users/invitation', {
    value: 'eyJ.a.b',
    link: 'http://x/my-library?value=eyJ.a.b',
    expires_at: '2027-01-01',
  }),
  searchAssignableModules: list((c) => sdk.searchAssignableModules(c, 'bridge'), '/modules/search', {
    search_type: 'CUSTOM',
    page: '1',
    limit: '20',
    status: 'PUBLISH',
    keyword: 'bridge',
  }),
  getInterestCloud: dataRow((c) => sdk.getInterestCloud(c, 4), 'GET', '/users/4/interest-cloud', [
    { name: 'space', score: 3 },
  ]),
  getCareerRecommendation: dataRow(
    (c) => sdk.getCareerRecommendation(c, 4),
    'GET',
    '/users/4/career-recommendation',
    [{ id: 1, name: 'Architect' }],
  ),
  getSessions: list((c) => sdk.getSessions(c), '/users/sessions', { page: '1', limit: '10' }),
  scheduleSession: dataRow(
    (c) => sdk.scheduleSession(c, { learner_id: 4, date: '05-12-2026', time: '9:15' }),
    'POST',
    '/users/sessions',
    { id: 1, status: 'SCHEDULED' },
    { json: { learner_id: 4, date: '05-12-2026', time: '9:15', scheduled_on: '2026-12-05T09:15:00.000Z' } },
  ),
  cancelSession: sendRow((c) => sdk.cancelSession(c, 3), 'PATCH', '/users/sessions/3', {
    status: 'CANCELLED',
  }),
  getMentees: list((c) => sdk.getMentees(c, { keyword: 'dan' }), '/users/mentees', {
    type: 'SUPER_MENTOR,MENTOR',
    page: '1',
    limit: '10',
    keyword: 'dan',
  }),
  getMentee: {
    call: (c) => sdk.getMentee(c, 6),
    method: 'GET',
    path: '/users/mentees/6',
    reply: one({ mentor: { id: 6 } }),
    returns: { id: 6 },
  },
  getMenteeLearners: list((c) => sdk.getMenteeLearners(c, 6), '/users/mentees/6/learners', {
    type: 'LEARNER',
    page: '1',
    limit: '10',
  }),
  removeMentee: sendRow((c) => sdk.removeMentee(c, 6), 'DELETE', '/users/mentees/6'),
  getMenteeActivity: dataRow(
    (c) => sdk.getMenteeActivity(c, 6, { month: 11, year: 2026 }),
    'GET',
    '/users/mentees/6/activity',
    {},
    { query: { month: '11', year: '2026' } },
  ),
  getMenteeStats: dataRow((c) => sdk.getMenteeStats(c, 6), 'GET', '/users/mentees/6/stats', {}),
  getDashboard: dataRow(
    (c) =>
      sdk.getDashboard(c, {
        month: 11,
        year: 2026,
        grade: '9th',
        comparisionByMonth: [{ month: 8, year: 2026 }],
      }),
    'POST',
    '/users/supermentor-dashboard',
    { access: {} },
    { json: { month: 11, year: 2026, grade: '9th', comparisionByMonth: [{ month: 8, year: 2026 }] } },
  ),
  getSchoolGrade: dataRow((c) => sdk.getSchoolGrade(c), 'GET', '/users/school-grade', {
    gradeList: [],
    schoolList: [],
    organizationList: [],
  }),
  changePassword: sendRow(
    (c) =>
      sdk.changePassword(c, { old_password: 'a', password: 'Abcdefg1', password_confirmation: 'Abcdefg1' }),
    'PATCH',
    '/users/change-password',
    { old_password: 'a', password: 'Abcdefg1', password_confirmation: 'Abcdefg1' },
  ),
  createOrder: dataRow(
    (c) => sdk.createOrder(c, { package_id: 3, currency: 'USD', coupon_code: ' ' }),
    'POST',
    '/orders',
    { id: 5, amount: 24.99, status: 'PENDING' },
    { json: { package_id: 3, currency: 'USD' } },
  ),
  createOrderWithCoupon: dataRow(
    (c) => sdk.createOrder(c, { package_id: 3, currency: 'USD', coupon_code: 'SAVE10' }),
    'POST',
    '/orders',
    { id: 5, amount: 22.49, status: 'PENDING' },
    { json: { package_id: 3, currency: 'USD', coupon_code: 'SAVE10' } },
  ),
  verifyOrder: dataRow((c) => sdk.verifyOrder(c, 5), 'GET', '/orders/5/verify', {
    id: 5,
    amount: 1,
    status: 'SUCCESS',
  }),
  getSubscriptions: list((c) => sdk.getSubscriptions(c), '/users/subscriptions'),
  getInvoicePath: {
    call: (c) => sdk.getInvoicePath(c, 5),
    method: 'GET',
    path: '/orders/5/invoice',
    reply: one({ media: { path: '/api/files/invoices/5.pdf' } }),
    returns: '/api/files/invoices/5.pdf',
  },
  sendEnquiry: sendRow((c) => sdk.sendEnquiry(c, enquiry), 'POST', '/enquiries', {
    ...enquiry,
    topic: 'LOGIN_ISSUES',
  }),
  sendMentorEnquiry: sendRow(
    (c) => sdk.sendMentorEnquiry(c, { ...enquiry, name_of_institute: 'Riverside' }),
    'POST',
    '/enquiries/mentor',
    { ...enquiry, topic: 'LOGIN_ISSUES', name_of_institute: 'Riverside' },
  ),
  likeSchoolProject: {
    call: (c) => sdk.likePage(c, 'school-project', 7),
    method: 'POST',
    path: '/likes/school-project/7',
    json: { ACTION: 'LIKE' },
    reply: { body: { success: true } },
    returns: { success: true },
  },
  likeBlog: {
    call: (c) => sdk.likePage(c, 'blog', 2),
    method: 'POST',
    path: '/likes/blog/2',
    json: { ACTION: 'LIKE' },
    reply: { body: { success: false } },
    returns: { success: false },
  },
};

describeCallTable('every part-2 call sends the spec request and unwraps the answer', server, rows, 'MENTOR');

describe('composite calls', () => {
  it('assigns modules with one call per learner', async () => {
    const s = server();
    const { client } = sessionClient(s, 'MENTOR');
    await sdk.assignModulesToLearners(client, [4, 5], [9]);
    expect(s.requests.map((r) => r.body)).toEqual([
      { user_id: 4, modules: [9] },
      { user_id: 5, modules: [9] },
    ]);
  });

  it('verifies an order at most three more times while it stays PENDING', async () => {
    const s = server();
    const statuses = ['PENDING', 'PENDING', 'SUCCESS'];
    s.respond(() => one({ id: 5, amount: 1, status: statuses.shift() ?? 'SUCCESS' }));
    const { client } = sessionClient(s);
    const settled = await sdk.verifyOrderUntilSettled(client, 5, { wait: async () => {} });
    expect(settled.outcome).toBe('success');
    expect(s.requests).toHaveLength(3);

    s.requests.length = 0;
    s.respond(() => one({ id: 5, amount: 1, status: 'PENDING' }));
    const stuck = await sdk.verifyOrderUntilSettled(client, 5, { wait: async () => {} });
    expect(stuck.outcome).toBe('pending');
    expect(s.requests).toHaveLength(4);
  });

  it('keeps the session signed in with the fresh token a password change answers', async () => {
    const s = server();
    s.respond(() => ({ body: { data: null, message: 'changed', meta: { token: 'tok-fresh' } } }));
    const { client, session } = sessionClient(s);
    await sdk.changePassword(client, {
      old_password: 'a',
      password: 'Abcdefg1',
      password_confirmation: 'Abcdefg1',
    });
    expect(session.getState().user?.token).toBe('tok-fresh');
    expect(session.getState().isAuthenticated).toBe(true);
    expect(session.getState().user?.data.id).toBe(1);
  });

  it('refuses to schedule a time off the 15-minute steps without calling the server', async () => {
    const s = server();
    const { client } = sessionClient(s, 'MENTOR');
    await expect(
      sdk.scheduleSession(client, { learner_id: 4, date: '05-12-2026', time: '9:10' }),
    ).rejects.toThrow('15-minute steps');
    expect(s.requests).toHaveLength(0);
  });
});
