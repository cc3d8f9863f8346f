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

/** Part-1 calls of the discussion and library: the request that goes over the wire and what the function resolves to. */
const rows: Record<string, Row> = {
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

describe('the discussion and library calls send the spec request and unwraps the answer', () => {
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
