import { describe, expect, it } from 'vitest';
import type { Client } from '../src/client/create-client';
import * as sdk from '../src/index';
import { pagedReply, sessionClient, withRecordingServer } from './api-harness';

const server = withRecordingServer();
const page = pagedReply([{ id: 1 }], 3);
const one = (data: unknown) => ({ body: { data } });

interface Row {
  call: (client: Client) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  reply?: { body: unknown };
  returns?: unknown;
}

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
const rows: Record<string, Row> = {
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
  },
  getLearnerModule: {
    call: (c) => sdk.getLearnerModule(c, 4, 9),
    method: 'GET',
    path: '/users/learners/4/modules/9',
    reply: one({ id: 1, usersprojects: [] }),
  },
  getLearnerProjects: {
    call: (c) => sdk.getLearnerProjects(c, 4),
    method: 'GET',
    path: '/users/learners/4/projects',
    query: { page: '1', limit: '5', status: 'SUBMITTED', order_by: 'DESC' },
    reply: page,
  },
  getUserProject: {
    call: (c) => sdk.getUserProject(c, 8),
    method: 'GET',
    path: '/users/user-projects/8',
    reply: one({ id: 8 }),
  },
  removeLearner: { call: (c) => sdk.removeLearner(c, 4), method: 'DELETE', path: '/users/learners/4' },
  removeLearners: {
    call: (c) => sdk.removeLearners(c, [4, 5]),
    method: 'PATCH',
    path: '/users/learners/bulk-remove',
    json: { ids: [4, 5] },
  },
  inviteLearner: {
    call: (c) =>
      sdk.inviteLearner(c, { email: ' kid@x.co ', phone: '50 123 4567', country_code: 'UAE (+971)' }),
    method: 'POST',
    path: '/users/invite',
    json: { email: 'kid@x.co', phone: '+971-501234567', country_code: '+971' },
  },
  searchAssignableModules: {
    call: (c) => sdk.searchAssignableModules(c, 'bridge'),
    method: 'GET',
    path: '/modules/search',
    query: { search_type: 'CUSTOM', page: '1', limit: '20', status: 'PUBLISH', keyword: 'bridge' },
    reply: page,
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
  },
  getSessions: {
    call: (c) => sdk.getSessions(c),
    method: 'GET',
    path: '/users/sessions',
    query: { page: '1', limit: '10' },
    reply: page,
  },
  scheduleSession: {
    call: (c) => sdk.scheduleSession(c, { learner_id: 4, date: '05-12-2026', time: '9:15' }),
    method: 'POST',
    path: '/users/sessions',
    json: { learner_id: 4, date: '05-12-2026', time: '9:15', scheduled_on: '2026-12-05T09:15:00.000Z' },
    reply: one({ id: 1, status: 'SCHEDULED' }),
  },
  cancelSession: {
    call: (c) => sdk.cancelSession(c, 3),
    method: 'PATCH',
    path: '/users/sessions/3',
    json: { status: 'CANCELLED' },
  },
  getMentees: {
    call: (c) => sdk.getMentees(c, { keyword: 'dan' }),
    method: 'GET',
    path: '/users/mentees',
    query: { type: 'SUPER_MENTOR,MENTOR', page: '1', limit: '10', keyword: 'dan' },
    reply: page,
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
  },
  removeMentee: { call: (c) => sdk.removeMentee(c, 6), method: 'DELETE', path: '/users/mentees/6' },
  getMenteeActivity: {
    call: (c) => sdk.getMenteeActivity(c, 6, { month: 11, year: 2026 }),
    method: 'GET',
    path: '/users/mentees/6/activity',
    query: { month: '11', year: '2026' },
    reply: one({}),
  },
  getMenteeStats: {
    call: (c) => sdk.getMenteeStats(c, 6),
    method: 'GET',
    path: '/users/mentees/6/stats',
    reply: one({}),
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
  },
  getSchoolGrade: {
    call: (c) => sdk.getSchoolGrade(c),
    method: 'GET',
    path: '/users/school-grade',
    reply: one({ gradeList: [], schoolList: [], organizationList: [] }),
  },
  changePassword: {
    call: (c) =>
      sdk.changePassword(c, { old_password: 'a', password: 'Abcdefg1', password_confirmation: 'Abcdefg1' }),
    method: 'PATCH',
    path: '/users/change-password',
    json: { old_password: 'a', password: 'Abcdefg1', password_confirmation: 'Abcdefg1' },
  },
  createOrder: {
    call: (c) => sdk.createOrder(c, { package_id: 3, currency: 'USD', coupon_code: ' ' }),
    method: 'POST',
    path: '/orders',
    json: { package_id: 3, currency: 'USD' },
    reply: one({ id: 5, amount: 24.99, status: 'PENDING' }),
  },
  createOrderWithCoupon: {
    call: (c) => sdk.createOrder(c, { package_id: 3, currency: 'USD', coupon_code: 'SAVE10' }),
    method: 'POST',
    path: '/orders',
    json: { package_id: 3, currency: 'USD', coupon_code: 'SAVE10' },
    reply: one({ id: 5, amount: 22.49, status: 'PENDING' }),
  },
  verifyOrder: {
    call: (c) => sdk.verifyOrder(c, 5),
    method: 'GET',
    path: '/orders/5/verify',
    reply: one({ id: 5, amount: 1, status: 'SUCCESS' }),
  },
  getSubscriptions: {
    call: (c) => sdk.getSubscriptions(c),
    method: 'GET',
    path: '/users/subscriptions',
    reply: page,
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
  },
  sendMentorEnquiry: {
    call: (c) => sdk.sendMentorEnquiry(c, { ...enquiry, name_of_institute: 'Riverside' }),
    method: 'POST',
    path: '/enquiries/mentor',
    json: { ...enquiry, topic: 'LOGIN_ISSUES', name_of_institute: 'Riverside' },
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
  },
};

describe('every part-2 call sends the spec request and unwraps the answer', () => {
  it.each(Object.entries(rows))('%s', async (_name, row) => {
    const s = server();
    s.respond(() => row.reply ?? { body: { data: null } });
    const { client } = sessionClient(s, 'MENTOR');
    const result = await row.call(client);
    const sent = s.last();
    expect(sent.method).toBe(row.method);
    expect(sent.path).toBe(row.path);
    if (row.query) expect(sent.query).toEqual(row.query);
    if (row.json !== undefined) expect(sent.body).toEqual(row.json);
    if ('returns' in row) expect(result).toEqual(row.returns);
  });
});

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

  it('refuses to schedule a time off the 15-minute steps without calling the server', async () => {
    const s = server();
    const { client } = sessionClient(s, 'MENTOR');
    await expect(
      sdk.scheduleSession(client, { learner_id: 4, date: '05-12-2026', time: '9:10' }),
    ).rejects.toThrow('15-minute steps');
    expect(s.requests).toHaveLength(0);
  });
});
