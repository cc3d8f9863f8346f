import { describe, expect, it } from 'vitest';
import * as sdk from '../src/index';
import { pagedReply, sessionClient, withRecordingServer } from './api-harness';
import { type CallRow, describeCallTable, one } from './call-table';

const server = withRecordingServer();
const page = pagedReply([{ id: 1 }], 3);

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
  getLearners: {
    call: (c) => sdk.getLearners(c, { keyword: 'ana' }),
    method: 'GET',
    path: '/users/learners',
    query: { type: 'LEARNER', page: '1', limit: '10', keyword: 'ana' },
    reply: page,
    returns: { results: [{ id: 1 }], total: 3 },
  },
  getLearnersForSessionDialog: {
    call: (c) => sdk.getLearners(c, { limit: sdk.SESSION_DIALOG_LEARNERS_LIMIT }),
    method: 'GET',
    path: '/users/learners',
    query: { type: 'LEARNER', page: '1', limit: '100' },
    reply: page,
    returns: { results: [{ id: 1 }], total: 3 },
  },
  getLearner: {
    call: (c) => sdk.getLearner(c, 4, { mentorId: 2 }),
    method: 'GET',
    path: '/users/learners/4',
    query: { mentorId: '2' },
    reply: one({ id: 4 }),
    returns: { id: 4 },
  },
  getLearnerModules: {
    call: (c) => sdk.getLearnerModules(c, 4, { status: 'VIEWED' }),
    method: 'GET',
    path: '/users/learners/4/modules',
    query: { page: '1', limit: '5', status: 'VIEWED' },
    reply: page,
    returns: { results: [{ id: 1 }], total: 3 },
  },
  getLearnerModule: {
    call: (c) => sdk.getLearnerModule(c, 4, 9),
    method: 'GET',
    path: '/users/learners/4/modules/9',
    reply: one({ id: 1, usersprojects: [] }),
    returns: { id: 1, usersprojects: [] },
  },
  getLearnerProjects: {
    call: (c) => sdk.getLearnerProjects(c, 4),
    method: 'GET',
    path: '/users/learners/4/projects',
    query: { page: '1', limit: '5', status: 'SUBMITTED', order_by: 'DESC' },
    reply: page,
    returns: { results: [{ id: 1 }], total: 3 },
  },
  getUserProject: {
    call: (c) => sdk.getUserProject(c, 8),
    method: 'GET',
    path: '/users/user-projects/8',
    reply: one({ id: 8 }),
    returns: { id: 8 },
  },
  removeLearner: {
    call: (c) => sdk.removeLearner(c, 4),
    method: 'DELETE',
    path: '/users/learners/4',
    returns: undefined,
  },
  removeLearners: {
    call: (c) => sdk.removeLearners(c, [4, 5]),
    method: 'PATCH',
    path: '/users/learners/bulk-remove',
    json: { ids: [4, 5] },
    returns: undefined,
  },
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
  getInvitation: {
    call: (c) => sdk.getInvitation(c),
    method: 'GET',
    path: '/users/invitation',
    reply: one({ value: 'eyJ.a.b', link: 'http://x/my-library?value=eyJ.a.b', expires_at: '2027-01-01' }),
    returns: { value: 'eyJ.a.b', link: 'http://x/my-library?value=eyJ.a.b', expires_at: '2027-01-01' },
  },
  searchAssignableModules: {
    call: (c) => sdk.searchAssignableModules(c, 'bridge'),
    method: 'GET',
    path: '/modules/search',
    query: { search_type: 'CUSTOM', page: '1', limit: '20', status: 'PUBLISH', keyword: 'bridge' },
    reply: page,
    returns: { results: [{ id: 1 }], total: 3 },
  },
  getInterestCloud: {
    call: (c) => sdk.getInterestCloud(c, 4),
    method: 'GET',
    path: '/users/4/interest-cloud',
    reply: one([{ name: 'space', score: 3 }]),
    returns: [{ name: 'space', score: 3 }],
  },
  getCareerRecommendation: {
    call: (c) => sdk.getCareerRecommendation(c, 4),
    method: 'GET',
    path: '/users/4/career-recommendation',
    reply: one([{ id: 1, name: 'Architect' }]),
    returns: [{ id: 1, name: 'Architect' }],
  },
  getSessions: {
    call: (c) => sdk.getSessions(c),
    method: 'GET',
    path: '/users/sessions',
    query: { page: '1', limit: '10' },
    reply: page,
    returns: { results: [{ id: 1 }], total: 3 },
  },
  scheduleSession: {
    call: (c) => sdk.scheduleSession(c, { learner_id: 4, date: '05-12-2026', time: '9:15' }),
    method: 'POST',
    path: '/users/sessions',
    json: { learner_id: 4, date: '05-12-2026', time: '9:15', scheduled_on: '2026-12-05T09:15:00.000Z' },
    reply: one({ id: 1, status: 'SCHEDULED' }),
    returns: { id: 1, status: 'SCHEDULED' },
  },
  cancelSession: {
    call: (c) => sdk.cancelSession(c, 3),
    method: 'PATCH',
    path: '/users/sessions/3',
    json: { status: 'CANCELLED' },
    returns: undefined,
  },
  getMentees: {
    call: (c) => sdk.getMentees(c, { keyword: 'dan' }),
    method: 'GET',
    path: '/users/mentees',
    query: { type: 'SUPER_MENTOR,MENTOR', page: '1', limit: '10', keyword: 'dan' },
    reply: page,
    returns: { results: [{ id: 1 }], total: 3 },
  },
  getMentee: {
    call: (c) => sdk.getMentee(c, 6),
    method: 'GET',
    path: '/users/mentees/6',
    reply: one({ mentor: { id: 6 } }),
    returns: { id: 6 },
  },
  getMenteeLearners: {
    call: (c) => sdk.getMenteeLearners(c, 6),
    method: 'GET',
    path: '/users/mentees/6/learners',
    query: { type: 'LEARNER', page: '1', limit: '10' },
    reply: page,
    returns: { results: [{ id: 1 }], total: 3 },
  },
  removeMentee: {
    call: (c) => sdk.removeMentee(c, 6),
    method: 'DELETE',
    path: '/users/mentees/6',
    returns: undefined,
  },
  getMenteeActivity: {
    call: (c) => sdk.getMenteeActivity(c, 6, { month: 11, year: 2026 }),
    method: 'GET',
    path: '/users/mentees/6/activity',
    query: { month: '11', year: '2026' },
    reply: one({}),
    returns: {},
  },
  getMenteeStats: {
    call: (c) => sdk.getMenteeStats(c, 6),
    method: 'GET',
    path: '/users/mentees/6/stats',
    reply: one({}),
    returns: {},
  },
  getDashboard: {
    call: (c) =>
      sdk.getDashboard(c, {
        month: 11,
        year: 2026,
        grade: '9th',
        comparisionByMonth: [{ month: 8, year: 2026 }],
      }),
    method: 'POST',
    path: '/users/supermentor-dashboard',
    json: { month: 11, year: 2026, grade: '9th', comparisionByMonth: [{ month: 8, year: 2026 }] },
    reply: one({ access: {} }),
    returns: { access: {} },
  },
  getSchoolGrade: {
    call: (c) => sdk.getSchoolGrade(c),
    method: 'GET',
    path: '/users/school-grade',
    reply: one({ gradeList: [], schoolList: [], organizationList: [] }),
    returns: { gradeList: [], schoolList: [], organizationList: [] },
  },
  changePassword: {
    call: (c) =>
      sdk.changePassword(c, { old_password: 'a', password: 'Abcdefg1', password_confirmation: 'Abcdefg1' }),
    method: 'PATCH',
    path: '/users/change-password',
    json: { old_password: 'a', password: 'Abcdefg1', password_confirmation: 'Abcdefg1' },
    returns: undefined,
  },
  createOrder: {
    call: (c) => sdk.createOrder(c, { package_id: 3, currency: 'USD', coupon_code: ' ' }),
    method: 'POST',
    path: '/orders',
    json: { package_id: 3, currency: 'USD' },
    reply: one({ id: 5, amount: 24.99, status: 'PENDING' }),
    returns: { id: 5, amount: 24.99, status: 'PENDING' },
  },
  createOrderWithCoupon: {
    call: (c) => sdk.createOrder(c, { package_id: 3, currency: 'USD', coupon_code: 'SAVE10' }),
    method: 'POST',
    path: '/orders',
    json: { package_id: 3, currency: 'USD', coupon_code: 'SAVE10' },
    reply: one({ id: 5, amount: 22.49, status: 'PENDING' }),
    returns: { id: 5, amount: 22.49, status: 'PENDING' },
  },
  verifyOrder: {
    call: (c) => sdk.verifyOrder(c, 5),
    method: 'GET',
    path: '/orders/5/verify',
    reply: one({ id: 5, amount: 1, status: 'SUCCESS' }),
    returns: { id: 5, amount: 1, status: 'SUCCESS' },
  },
  getSubscriptions: {
    call: (c) => sdk.getSubscriptions(c),
    method: 'GET',
    path: '/users/subscriptions',
    reply: page,
    returns: { results: [{ id: 1 }], total: 3 },
  },
  getInvoicePath: {
    call: (c) => sdk.getInvoicePath(c, 5),
    method: 'GET',
    path: '/orders/5/invoice',
    reply: one({ media: { path: '/api/files/invoices/5.pdf' } }),
    returns: '/api/files/invoices/5.pdf',
  },
  sendEnquiry: {
    call: (c) => sdk.sendEnquiry(c, enquiry),
    method: 'POST',
    path: '/enquiries',
    json: { ...enquiry, topic: 'LOGIN_ISSUES' },
    returns: undefined,
  },
  sendMentorEnquiry: {
    call: (c) => sdk.sendMentorEnquiry(c, { ...enquiry, name_of_institute: 'Riverside' }),
    method: 'POST',
    path: '/enquiries/mentor',
    json: { ...enquiry, topic: 'LOGIN_ISSUES', name_of_institute: 'Riverside' },
    returns: undefined,
  },
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
