import * as sdk from '../src/index';
import { withRecordingServer } from './api-harness';
import { type CallRow, dataRow, describeCallTable, listRow, sendRow } from './call-table';

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
  getPartners: listRow(
    (c) => sdk.getPartners(c),
    '/admin/partners',
    { page: '1', limit: '50' },
    [partner],
    1,
  ),
  createPartner: dataRow(
    (c) => sdk.createPartner(c, { name: 'Lakeside', origins: ['https://a.org'], package_name: 'STARTER' }),
    'POST',
    '/admin/partners',
    { partner, key: 'mkp_x' },
    { json: { name: 'Lakeside', origins: ['https://a.org'], package_name: 'STARTER' } },
  ),
  updatePartner: dataRow(
    (c) => sdk.updatePartner(c, 3, { status: 'DISABLED' }),
    'PATCH',
    '/admin/partners/3',
    { ...partner, status: 'DISABLED' },
    { json: { status: 'DISABLED' } },
  ),
  rotatePartnerKey: dataRow((c) => sdk.rotatePartnerKey(c, 3), 'POST', '/admin/partners/3/key', {
    partner,
    key: 'mkp_y',
  }),
  getLtiPlatforms: listRow((c) => sdk.getLtiPlatforms(c), '/lti/admin/platforms', undefined, [platform], 1),
  approveLtiPlatform: sendRow(
    (c) => sdk.approveLtiPlatform(c, key),
    'POST',
    '/lti/admin/platforms/approve',
    key,
  ),
  refuseLtiPlatform: sendRow(
    (c) => sdk.refuseLtiPlatform(c, key),
    'POST',
    '/lti/admin/platforms/refuse',
    key,
  ),
  revokeLtiPlatform: {
    call: (c) => sdk.revokeLtiPlatform(c, key),
    method: 'DELETE',
    path: '/lti/admin/platforms',
    query: key,
    returns: undefined,
  },
  getAdminPackages: listRow(
    (c) => sdk.getAdminPackages(c),
    '/admin/packages',
    { page: '1', limit: '100' },
    [pkg],
    1,
  ),
  createPackage: dataRow((c) => sdk.createPackage(c, packageBody), 'POST', '/admin/packages', pkg, {
    json: packageBody,
  }),
  updatePackage: dataRow(
    (c) => sdk.updatePackage(c, 7, { status: 'Inactive' }),
    'PATCH',
    '/admin/packages/7',
    { ...pkg, status: 'Inactive' },
    { json: { status: 'Inactive' } },
  ),
  getAdminCoupons: listRow(
    (c) => sdk.getAdminCoupons(c),
    '/admin/coupons',
    { page: '1', limit: '100' },
    [coupon],
    1,
  ),
  createCoupon: dataRow(
    (c) => sdk.createCoupon(c, { code: 'spring', kind: 'PERCENT', value: 20 }),
    'POST',
    '/admin/coupons',
    coupon,
    { json: { code: 'spring', kind: 'PERCENT', value: 20 } },
  ),
  updateCoupon: dataRow(
    (c) => sdk.updateCoupon(c, 4, { usage_limit: 10 }),
    'PATCH',
    '/admin/coupons/4',
    { ...coupon, usage_limit: 10 },
    { json: { usage_limit: 10 } },
  ),
  getDashboardAccess: listRow(
    (c) => sdk.getDashboardAccess(c),
    '/admin/dashboard-access',
    { page: '1', limit: '50' },
    [{ id: 5 }],
    1,
  ),
  setDashboardAccess: dataRow(
    (c) => sdk.setDashboardAccess(c, 5, { CATEGORIES: 'HIDE' }),
    'PUT',
    '/admin/dashboard-access/5',
    { id: 5, access: { CATEGORIES: 'HIDE' } },
    { json: { access: { CATEGORIES: 'HIDE' } } },
  ),
};

describeCallTable('admin console calls', server, rows, 'ADMIN');
