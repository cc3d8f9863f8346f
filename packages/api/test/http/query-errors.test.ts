import { MAX_ID, MAX_PAGE, PAGE_OUT_OF_RANGE, PageQuery } from '@modkit/sdk/contract';
import { VALIDATION_ERROR_TITLE } from '@modkit/sdk/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allowedValueMessage, type FieldAllows } from '../../src/http/input/allowed-values';
import { startTestServer, type TestServer } from '../support/harness';
import { loginDemo } from '../support/security-helpers';

/**
 * A query value its operation's contract refuses answers 422 in the spec's shape with a text naming what the
 * field allows, derived from the schema (type, bounds, options), never zod's fallback wording ('Invalid input:
 * expected number, received NaN'). Garbage paging still means the first page and the default size.
 */
let server: TestServer;
let tokens: Record<'learner' | 'mentor' | 'admin', string>;
let superMentorId: number;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  tokens = await loginDemo(server, ['learner', 'mentor', 'admin']);
  const list = await server.call('GET', '/admin/dashboard-access', { token: tokens.admin });
  superMentorId = list.body.data.results.find(
    (r: { email: string }) => r.email === 'supermentor@modkit.test',
  ).id;
});
afterAll(() => server.close());

const ID = `a whole number from 1 to ${MAX_ID}`;

describe('a refused query value names what its field allows', () => {
  it.each<[string, 'learner' | 'mentor', string, string]>([
    // enums: the options
    ['/modules/search?order_by=sideways', 'learner', 'order_by', 'order_by must be one of: ASC, DESC.'],
    ['/modules/my-modules?status=DONE', 'learner', 'status', 'status must be one of: ASSIGNED, VIEWED.'],
    ['/users/my-list?type=LIKED', 'learner', 'type', 'type must be one of: BOOKMARKED, RECENTLY_VIEWED.'],
    ['/users/my-list?order=newest', 'learner', 'order', 'order must be one of: ASC, DESC.'],
    ['/projects/my-projects?status=DONE', 'learner', 'status', 'status must be one of: PENDING, SUBMITTED.'],
    ['/users/learners/1/projects?order_by=up', 'mentor', 'order_by', 'order_by must be one of: ASC, DESC.'],
    // ids: a whole number of at least 1, required where the operation needs one
    ['/modules/embed-card-details?module_id=abc', 'learner', 'module_id', `module_id must be ${ID}.`],
    ['/modules/embed-card-details?module_id=-3', 'learner', 'module_id', `module_id must be ${ID}.`],
    ['/modules/embed-card-details?module_id=1.5', 'learner', 'module_id', `module_id must be ${ID}.`],
    ['/modules/embed-card-details?module_id=0', 'learner', 'module_id', `module_id must be ${ID}.`],
    ['/modules/embed-card-details?module_id=1e400', 'learner', 'module_id', `module_id must be ${ID}.`],
    ['/modules/embed-card-details', 'learner', 'module_id', `module_id is required and must be ${ID}.`],
    ['/comments?page=2', 'learner', 'module_id', `module_id is required and must be ${ID}.`],
    ['/comments?module_id=', 'learner', 'module_id', `module_id must be ${ID}.`],
    // beyond the database's integers (PostgreSQL would refuse the comparison itself)
    ['/comments?module_id=99999999999', 'learner', 'module_id', `module_id must be ${ID}.`],
    ['/chats?user_project_id=2147483648', 'learner', 'user_project_id', `user_project_id must be ${ID}.`],
    ['/chats?user_project_id=x', 'learner', 'user_project_id', `user_project_id must be ${ID}.`],
    // dates: the form
    ['/projects/my-projects?date=2024-5', 'learner', 'date', 'date must be a month as YYYY-MM.'],
    ['/projects/my-projects?date=May', 'learner', 'date', 'date must be a month as YYYY-MM.'],
    // a key sent twice arrives as a list
    [
      '/modules/search?order_by=ASC&order_by=DESC',
      'learner',
      'order_by',
      'order_by must be given once, as one of: ASC, DESC.',
    ],
    ['/modules/search?keyword=a&keyword=b', 'learner', 'keyword', 'keyword must be given once, as text.'],
    ['/users/learners?type=a&type=b', 'mentor', 'type', 'type must be given once, as text.'],
    [
      '/modules/embed-card-details?module_id=1&module_id=2',
      'learner',
      'module_id',
      `module_id must be given once, as ${ID}.`,
    ],
    // paging beyond the last page keeps the spec's own text
    [`/modules/search?page=${MAX_PAGE + 1}`, 'learner', 'page', PAGE_OUT_OF_RANGE],
  ])('GET %s (%s) → %s', async (path, who, field, text) => {
    const res = await server.call('GET', path, { token: tokens[who] });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toEqual({ message: VALIDATION_ERROR_TITLE, error: { [field]: [text] } });
  });

  it('names every refused field of one query', async () => {
    const res = await server.call('GET', '/projects/my-projects?status=x&order_by=y&date=z', {
      token: tokens.learner,
    });
    expect(res.body).toEqual({
      message: VALIDATION_ERROR_TITLE,
      error: {
        status: ['status must be one of: PENDING, SUBMITTED.'],
        order_by: ['order_by must be one of: ASC, DESC.'],
        date: ['date must be a month as YYYY-MM.'],
      },
    });
  });

  it.each(['page=abc&limit=-3', 'page=1.5&limit=0', 'page=-1&limit=abc'])(
    'garbage paging still means the first page and the default size: %s',
    async (query) => {
      const res = await server.call('GET', `/modules/search?${query}`, { token: tokens.learner });
      expect(res.status).toBe(200);
      expect(res.body.meta.pagination.page).toBe(1);
    },
  );

  it("the page's text is the one its documented schema gives", () => {
    const { properties } = z.toJSONSchema(PageQuery, { io: 'input' }) as {
      properties: Record<string, FieldAllows>;
    };
    expect(allowedValueMessage('page', properties.page!)).toBe(PAGE_OUT_OF_RANGE);
  });
});

describe("a body's value without a text of its own names what its field allows too", () => {
  it('a widget access that is not SHOW or HIDE', async () => {
    const res = await server.call('PUT', `/admin/dashboard-access/${superMentorId}`, {
      token: tokens.admin,
      json: { access: { CATEGORIES: 'MAYBE' } },
    });
    expect(res.body).toEqual({
      message: VALIDATION_ERROR_TITLE,
      error: { 'access.CATEGORIES': ['access.CATEGORIES must be one of: SHOW, HIDE.'] },
    });
  });
});
