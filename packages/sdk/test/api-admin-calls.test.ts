import * as sdk from '../src/index';
import { pagedReply, withRecordingServer } from './api-harness';
import { type CallRow, describeCallTable, one } from './call-table';

const server = withRecordingServer();
const partner = { id: 3, name: 'Lakeside', origins: ['https://a.org'], package_name: 'STARTER' };

const packageBody = {
  name: 'Camp',
  price: 5,
  currency_code: 'USD',
  duration_days: 30,
  number_of_accessable_module: -1,
  number_of_session: 0,
  can_submit_project: 0,
  can_access_collection: 1,
  ai_based_profiile_building_support: 0,
} as const;
const pkg = { id: 7, ...packageBody, status: 'Active', subscribers: 0 };
const coupon = {
  id: 4,
  code: 'SPRING',
  kind: 'PERCENT',
  value: 20,
  expires_at: null,
  usage_limit: null,
  used_count: 0,
};

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
  getAdminPackages: {
    call: (c) => sdk.getAdminPackages(c),
    method: 'GET',
    path: '/admin/packages',
    query: { page: '1', limit: '100' },
    reply: pagedReply([pkg], 1),
    returns: { results: [pkg], total: 1 },
  },
  createPackage: {
    call: (c) => sdk.createPackage(c, packageBody),
    method: 'POST',
    path: '/admin/packages',
    json: packageBody,
    reply: one(pkg),
    returns: pkg,
  },
  updatePackage: {
    call: (c) => sdk.updatePackage(c, 7, { status: 'Inactive' }),
    method: 'PATCH',
    path: '/admin/packages/7',
    json: { status: 'Inactive' },
    reply: one({ ...pkg, status: 'Inactive' }),
    returns: { ...pkg, status: 'Inactive' },
  },
  getAdminCoupons: {
    call: (c) => sdk.getAdminCoupons(c),
    method: 'GET',
    path: '/admin/coupons',
    query: { page: '1', limit: '100' },
    reply: pagedReply([coupon], 1),
    returns: { results: [coupon], total: 1 },
  },
  createCoupon: {
    call: (c) => sdk.createCoupon(c, { code: 'spring', kind: 'PERCENT', value: 20 }),
    method: 'POST',
    path: '/admin/coupons',
    json: { code: 'spring', kind: 'PERCENT', value: 20 },
    reply: one(coupon),
    returns: coupon,
  },
  updateCoupon: {
    call: (c) => sdk.updateCoupon(c, 4, { usage_limit: 10 }),
    method: 'PATCH',
    path: '/admin/coupons/4',
    json: { usage_limit: 10 },
    reply: one({ ...coupon, usage_limit: 10 }),
    returns: { ...coupon, usage_limit: 10 },
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
