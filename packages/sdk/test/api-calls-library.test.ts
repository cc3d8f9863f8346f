import * as sdk from '../src/index';
import { withRecordingServer } from './api-harness';
import { type CallRow, dataRow, describeCallTable, listRow, one, sendRow } from './call-table';

const server = withRecordingServer();

/** A list row of this table: answered with a page of `[{ id: 1 }]` out of 7. */
const list = (call: CallRow['call'], path: string, query?: Record<string, string>) =>
  listRow(call, path, query, [{ id: 1 }], 7);

/** Part-1 calls of the discussion and library: the request that goes over the wire and what the function resolves to. */
const rows: Record<string, CallRow> = {
  getComments: list((c) => sdk.getComments(c, 5), '/comments', { module_id: '5', page: '1', limit: '100' }),
  addComment: dataRow(
    (c) => sdk.addComment(c, { module_id: 5, message: '  hi  ' }),
    'POST',
    '/comments',
    { id: 1 },
    { json: { module_id: 5, message: 'hi' } },
  ),
  updateComment: dataRow(
    (c) => sdk.updateComment(c, 3, ' edited '),
    'PUT',
    '/comments/3',
    { id: 3 },
    { json: { message: 'edited' } },
  ),
  deleteComment: sendRow((c) => sdk.deleteComment(c, 3), 'DELETE', '/comments/3'),
  getCollections: list((c) => sdk.getCollections(c), '/collections', {
    search_type: 'CUSTOM',
    status: 'ACTIVE',
    page: '1',
    limit: '100',
    order_by: 'DESC',
  }),
  getCollection: dataRow((c) => sdk.getCollection(c, 2), 'GET', '/collections/2', { id: 2 }),
  getCertificates: list((c) => sdk.getCertificates(c), '/certificates', { include: 'collection' }),
  getCareers: list((c) => sdk.getCareers(c), '/careers', { limit: '100', status: 'ACTIVE' }),
  getCareer: dataRow((c) => sdk.getCareer(c, 4), 'GET', '/careers/4', { id: 4 }),
  getCategories: list((c) => sdk.getCategories(c), '/categories', { page: '1', limit: '100' }),
  searchSubCategories: list(
    (c) => sdk.searchSubCategories(c, { keyword: 'spa' }),
    '/categories/sub-categories',
    { limit: '20', status: 'PUBLISH', keyword: 'spa' },
  ),
  getPackages: list((c) => sdk.getPackages(c), '/packages', { limit: '100', status: 'Active' }),
  getPackage: dataRow((c) => sdk.getPackage(c, 3), 'GET', '/packages/3', { id: 3 }),
  subscribeToPush: sendRow(
    (c) =>
      sdk.subscribeToPush(c, {
        endpoint: 'https://push.test/x',
        expirationTime: null,
        keys: { p256dh: 'k', auth: 'a' },
      }),
    'POST',
    '/users/notification-subscribe',
    { endpoint: 'https://push.test/x', expirationTime: null, keys: { p256dh: 'k', auth: 'a' } },
  ),
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
