import * as sdk from '../src/index';
import { pagedReply, withRecordingServer } from './api-harness';
import { type CallRow, describeCallTable, one } from './call-table';

const server = withRecordingServer();
const partner = { id: 3, name: 'Lakeside', origins: ['https://a.org'], package_name: 'STARTER' };

const key = { issuer: 'https://lms.example.org', client_id: 'c-1' };
const platform = { ...key, name: 'LMS', status: 'pending' };

/** The admin console's calls: the request that goes over the wire and what the function resolves to. */
const rows: Record<string, CallRow> = {
  getPartners: {
    call: (c) => sdk.getPartners(c),
    method: 'GET',
    path: '/admin/partners',
    query: { page: '1', limit: '50' },
    reply: pagedReply([partner], 1),
    returns: { results: [partner], total: 1 },
  },
  createPartner: {
    call: (c) =>
      sdk.createPartner(c, { name: 'Lakeside', origins: ['https://a.org'], package_name: 'STARTER' }),
    method: 'POST',
    path: '/admin/partners',
    json: { name: 'Lakeside', origins: ['https://a.org'], package_name: 'STARTER' },
    reply: one({ partner, key: 'mkp_x' }),
    returns: { partner, key: 'mkp_x' },
  },
  updatePartner: {
    call: (c) => sdk.updatePartner(c, 3, { status: 'DISABLED' }),
    method: 'PATCH',
    path: '/admin/partners/3',
    json: { status: 'DISABLED' },
    reply: one({ ...partner, status: 'DISABLED' }),
    returns: { ...partner, status: 'DISABLED' },
  },
  rotatePartnerKey: {
    call: (c) => sdk.rotatePartnerKey(c, 3),
    method: 'POST',
    path: '/admin/partners/3/key',
    reply: one({ partner, key: 'mkp_y' }),
    returns: { partner, key: 'mkp_y' },
  },
  getLtiPlatforms: {
    call: (c) => sdk.getLtiPlatforms(c),
    method: 'GET',
    path: '/lti/admin/platforms',
    reply: pagedReply([platform], 1),
    returns: { results: [platform], total: 1 },
  },
  approveLtiPlatform: {
    call: (c) => sdk.approveLtiPlatform(c, key),
    method: 'POST',
    path: '/lti/admin/platforms/approve',
    json: key,
    returns: undefined,
  },
  refuseLtiPlatform: {
    call: (c) => sdk.refuseLtiPlatform(c, key),
    method: 'POST',
    path: '/lti/admin/platforms/refuse',
    json: key,
    returns: undefined,
  },
  revokeLtiPlatform: {
    call: (c) => sdk.revokeLtiPlatform(c, key),
    method: 'DELETE',
    path: '/lti/admin/platforms',
    query: key,
    returns: undefined,
  },
  getDashboardAccess: {
    call: (c) => sdk.getDashboardAccess(c),
    method: 'GET',
    path: '/admin/dashboard-access',
    query: { page: '1', limit: '50' },
    reply: pagedReply([{ id: 5 }], 1),
    returns: { results: [{ id: 5 }], total: 1 },
  },
  setDashboardAccess: {
    call: (c) => sdk.setDashboardAccess(c, 5, { CATEGORIES: 'HIDE' }),
    method: 'PUT',
    path: '/admin/dashboard-access/5',
    json: { access: { CATEGORIES: 'HIDE' } },
    reply: one({ id: 5, access: { CATEGORIES: 'HIDE' } }),
    returns: { id: 5, access: { CATEGORIES: 'HIDE' } },
  },
};

describeCallTable('admin console calls', server, rows, 'ADMIN');
