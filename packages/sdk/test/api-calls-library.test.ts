import * as sdk from '../src/index';
import { pagedReply, withRecordingServer } from './api-harness';
import { type CallRow, describeCallTable, one } from './call-table';

const server = withRecordingServer();

const page = pagedReply([{ id: 1 }], 7);

/** Part-1 calls of the discussion and library: the request that goes over the wire and what the function resolves to. */
const rows: Record<string, CallRow> = {
  getComments: {
    call: (c) => sdk.getComments(c, 5),
    method: 'GET',
    path: '/comments',
    query: { module_id: '5', page: '1', limit: '100' },
    reply: page,
    returns: { results: [{ id: 1 }], total: 7 },
  },
  addComment: {
    call: (c) => sdk.addComment(c, { module_id: 5, message: '  hi  ' }),
    method: 'POST',
    path: '/comments',
    json: { module_id: 5, message: 'hi' },
    reply: one({ id: 1 }),
    returns: { id: 1 },
  },
  updateComment: {
    call: (c) => sdk.updateComment(c, 3, ' edited '),
    method: 'PUT',
    path: '/comments/3',
    json: { message: 'edited' },
    reply: one({ id: 3 }),
    returns: { id: 3 },
  },
  deleteComment: {
    call: (c) => sdk.deleteComment(c, 3),
    method: 'DELETE',
    path: '/comments/3',
    returns: undefined,
  },
  getCollections: {
    call: (c) => sdk.getCollections(c),
    method: 'GET',
    path: '/collections',
    query: { search_type: 'CUSTOM', status: 'ACTIVE', page: '1', limit: '100', order_by: 'DESC' },
    reply: page,
    returns: { results: [{ id: 1 }], total: 7 },
  },
  getCollection: {
    call: (c) => sdk.getCollection(c, 2),
    method: 'GET',
    path: '/collections/2',
    reply: one({ id: 2 }),
    returns: { id: 2 },
  },
  getCertificates: {
    call: (c) => sdk.getCertificates(c),
    method: 'GET',
    path: '/certificates',
    query: { include: 'collection' },
    reply: page,
    returns: { results: [{ id: 1 }], total: 7 },
  },
  getCareers: {
    call: (c) => sdk.getCareers(c),
    method: 'GET',
    path: '/careers',
    query: { limit: '100', status: 'ACTIVE' },
    reply: page,
    returns: { results: [{ id: 1 }], total: 7 },
  },
  getCareer: {
    call: (c) => sdk.getCareer(c, 4),
    method: 'GET',
    path: '/careers/4',
    reply: one({ id: 4 }),
    returns: { id: 4 },
  },
  getCategories: {
    call: (c) => sdk.getCategories(c),
    method: 'GET',
    path: '/categories',
    query: { page: '1', limit: '100' },
    reply: page,
    returns: { results: [{ id: 1 }], total: 7 },
  },
  searchSubCategories: {
    call: (c) => sdk.searchSubCategories(c, { keyword: 'spa' }),
    method: 'GET',
    path: '/categories/sub-categories',
    query: { limit: '20', status: 'PUBLISH', keyword: 'spa' },
    reply: page,
    returns: { results: [{ id: 1 }], total: 7 },
  },
  getPackages: {
    call: (c) => sdk.getPackages(c),
    method: 'GET',
    path: '/packages',
    query: { limit: '100', status: 'Active' },
    reply: page,
    returns: { results: [{ id: 1 }], total: 7 },
  },
  getPackage: {
    call: (c) => sdk.getPackage(c, 3),
    method: 'GET',
    path: '/packages/3',
    reply: one({ id: 3 }),
    returns: { id: 3 },
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
    returns: undefined,
  },
  getPushPublicKey: {
    call: (c) => sdk.getPushPublicKey(c),
    method: 'GET',
    path: '/push/public-key',
    reply: one({ publicKey: 'BPk' }),
    returns: 'BPk',
  },
};

describeCallTable(
  'the discussion and library calls send the spec request and unwraps the answer',
  server,
  rows,
  'STUDENT',
);
