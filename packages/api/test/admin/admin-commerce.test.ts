import { COUPON_MESSAGES, PACKAGE_MESSAGES } from '@modkit/sdk/admin';
import {
  AdminCouponResponse,
  AdminCouponsResponse,
  AdminPackageResponse,
  AdminPackagesResponse,
} from '@modkit/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/harness';
import { loginDemo, settleAtTestGateway } from '../support/security-helpers';

/**
 * Packages and coupons (admin console): administrators list every package and coupon, create and change
 * them; the pricing table (GET /packages) and the order page (POST /orders) read what they saved.
 */
let server: TestServer;
let tokens: Record<'admin' | 'mentor' | 'learner' | 'free', string>;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  tokens = await loginDemo(server, ['admin', 'mentor', 'learner', 'free']);
});
afterAll(() => server.close());

const newPackage = {
  name: 'Summer Camp',
  price: 14.5,
  currency_code: 'usd',
  duration_days: 60,
  number_of_accessable_module: -1,
  number_of_session: 2,
  can_submit_project: 1,
  can_access_collection: 1,
  ai_based_profiile_building_support: 0,
};
const admin = (method: string, path: string, json?: unknown) =>
  server.call(method, path, { token: tokens.admin, json });
const pricingNames = async (token: string) =>
  (await server.call('GET', '/packages?limit=100&status=Active', { token })).body.data.results.map(
    (p: { name: string }) => p.name,
  );

describe('packages', () => {
  let created: number;

  it('lists every package with its columns and subscribers', async () => {
    const res = await admin('GET', '/admin/packages');
    expect(res.status).toBe(200);
    expect(AdminPackagesResponse.safeParse(res.body).success).toBe(true);
    const names = res.body.data.results.map((p: { name: string }) => p.name);
    expect(names.slice(0, 4)).toEqual(['FREE', 'STARTER', 'PREMIUM', 'ELITE']);
    const premium = res.body.data.results.find((p: { name: string }) => p.name === 'PREMIUM');
    expect(premium).toMatchObject({ price: 24.99, currency_code: 'USD', number_of_accessable_module: -1 });
    expect(premium.subscribers).toBeGreaterThan(0);
  });

  it('creates a package that the pricing table shows at once', async () => {
    const res = await admin('POST', '/admin/packages', newPackage);
    expect(res.status).toBe(201);
    expect(AdminPackageResponse.safeParse(res.body).success).toBe(true);
    expect(res.body.data).toMatchObject({
      name: 'Summer Camp',
      currency_code: 'USD',
      currency_symbol: '$',
      duration_in_humanize: '60 days',
      status: 'Active',
      is_free: 0,
      subscribers: 0,
    });
    created = res.body.data.id;
    expect(await pricingNames(tokens.learner)).toContain('Summer Camp');
    const shown = await server.call('GET', `/packages/${created}`, { token: tokens.learner });
    expect(shown.body.data.prices[0]).toEqual({ price: 14.5, currency: { id: 'USD', symbol: '$' } });
  });

  it.each([
    [{ price: -1 }, 'price', PACKAGE_MESSAGES.price],
    [{ price: '9' }, 'price', PACKAGE_MESSAGES.price],
    [{ currency_code: 'US' }, 'currency_code', PACKAGE_MESSAGES.currency_code],
    [{ currency_code: 'U5D' }, 'currency_code', PACKAGE_MESSAGES.currency_code],
    [{ number_of_session: 1.5 }, 'number_of_session', PACKAGE_MESSAGES.number_of_session],
    [{ number_of_session: -1 }, 'number_of_session', PACKAGE_MESSAGES.number_of_session],
    [
      { number_of_accessable_module: -2 },
      'number_of_accessable_module',
      PACKAGE_MESSAGES.number_of_accessable_module,
    ],
    [{ duration_days: 7.5 }, 'duration_days', PACKAGE_MESSAGES.duration_days],
    [{ can_submit_project: 2 }, 'can_submit_project', PACKAGE_MESSAGES.flag],
    [{ name: '  ' }, 'name', PACKAGE_MESSAGES.name],
    [{ name: 'premium' }, 'name', PACKAGE_MESSAGES.nameTaken],
  ])('refuses %j with a message on %s', async (change, field, message) => {
    const res = await admin('POST', '/admin/packages', { ...newPackage, name: 'Refused one', ...change });
    expect(res.status).toBe(422);
    expect(res.body.error[field]).toEqual([message]);
  });

  it('changes a package; a name taken by another one is refused', async () => {
    const res = await admin('PATCH', `/admin/packages/${created}`, { price: 12, duration_days: 30 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price: 12, duration_days: 30, duration_in_humanize: 'monthly' });
    const taken = await admin('PATCH', `/admin/packages/${created}`, { name: 'Elite' });
    expect(taken.status).toBe(422);
    expect(taken.body.error.name).toEqual([PACKAGE_MESSAGES.nameTaken]);
    expect((await admin('PATCH', '/admin/packages/999999', { price: 1 })).status).toBe(404);
  });

  it('the free package keeps the price 0', async () => {
    const list = await admin('GET', '/admin/packages');
    const free = list.body.data.results.find((p: { name: string }) => p.name === 'FREE');
    const res = await admin('PATCH', `/admin/packages/${free.id}`, { price: 5 });
    expect(res.status).toBe(422);
    expect(res.body.error.price).toEqual([PACKAGE_MESSAGES.freeStaysFree]);
  });

  it('an inactive package leaves the pricing table and cannot be bought; its subscriber keeps it', async () => {
    const order = await server.call('POST', '/orders', {
      token: tokens.free,
      json: { package_id: created, currency: 'USD' },
    });
    expect(order.status).toBe(201);
    expect(order.body.data.amount).toBe(12);
    await settleAtTestGateway(server, order.body.data.gateway_reference_id, 'succeed');
    await server.call('GET', `/orders/${order.body.data.id}/verify`, { token: tokens.free });

    const off = await admin('PATCH', `/admin/packages/${created}`, { status: 'Inactive' });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ status: 'Inactive', subscribers: 1 });
    expect(await pricingNames(tokens.learner)).not.toContain('Summer Camp');
    const again = await server.call('POST', '/orders', {
      token: tokens.learner,
      json: { package_id: created, currency: 'USD' },
    });
    expect(again.status).toBe(422);
    const profile = await server.call('GET', '/users/profile', { token: tokens.free });
    expect(profile.body.data.userpackages.packages.name).toBe('Summer Camp');
    const all = await admin('GET', '/admin/packages');
    expect(all.body.data.results.map((p: { name: string }) => p.name)).toContain('Summer Camp');
  });
});

describe('coupons', () => {
  let premium: number;
  beforeAll(async () => {
    const list = await server.call('GET', '/packages?limit=100&status=Active', { token: tokens.learner });
    premium = list.body.data.results.find((p: { name: string }) => p.name === 'PREMIUM').id;
  });
  const orderWith = (coupon_code: string) =>
    server.call('POST', '/orders', {
      token: tokens.learner,
      json: { package_id: premium, currency: 'USD', coupon_code },
    });

  it('lists the coupons with their use count', async () => {
    const res = await admin('GET', '/admin/coupons');
    expect(res.status).toBe(200);
    expect(AdminCouponsResponse.safeParse(res.body).success).toBe(true);
    expect(res.body.data.results).toContainEqual(
      expect.objectContaining({ code: 'WELCOME10', kind: 'PERCENT', value: 10, usage_limit: 1000 }),
    );
  });

  it('creates an upper-cased coupon that an order then uses', async () => {
    const res = await admin('POST', '/admin/coupons', { code: ' spring25 ', kind: 'PERCENT', value: 25 });
    expect(res.status).toBe(201);
    expect(AdminCouponResponse.safeParse(res.body).success).toBe(true);
    expect(res.body.data).toMatchObject({
      code: 'SPRING25',
      expires_at: null,
      usage_limit: null,
      used_count: 0,
    });
    expect((await orderWith('spring25')).body.data.amount).toBe(18.74);
    const fixed = await admin('POST', '/admin/coupons', { code: 'FIVE-OFF', kind: 'AMOUNT', value: 5 });
    expect(fixed.status).toBe(201);
    expect((await orderWith('five-off')).body.data.amount).toBe(19.99);
  });

  it.each([
    [{ code: 'spring25' }, 'code', COUPON_MESSAGES.codeTaken],
    [{ code: 'a b' }, 'code', COUPON_MESSAGES.code],
    [{ kind: 'HALF' }, 'kind', COUPON_MESSAGES.kind],
    [{ value: 150 }, 'value', COUPON_MESSAGES.percent],
    [{ value: 0 }, 'value', COUPON_MESSAGES.percent],
    [{ kind: 'AMOUNT', value: -3 }, 'value', COUPON_MESSAGES.amount],
    [{ expires_at: 'tomorrow' }, 'expires_at', COUPON_MESSAGES.expires_at],
    [{ usage_limit: 0 }, 'usage_limit', COUPON_MESSAGES.usage_limit],
    [{ usage_limit: 2.5 }, 'usage_limit', COUPON_MESSAGES.usage_limit],
  ])('refuses %j with a message on %s', async (change, field, message) => {
    const res = await admin('POST', '/admin/coupons', {
      code: 'NEWONE',
      kind: 'PERCENT',
      value: 10,
      ...change,
    });
    expect(res.status).toBe(422);
    expect(res.body.error[field]).toEqual([message]);
  });

  it('an expired or used-up coupon is refused at the order page; used_count cannot be written', async () => {
    const made = await admin('POST', '/admin/coupons', {
      code: 'ONCE',
      kind: 'AMOUNT',
      value: 1,
      expires_at: '2000-01-01',
    });
    expect(made.body.data.expires_at).toBe('2000-01-01T23:59:59.999Z');
    expect((await orderWith('ONCE')).status).toBe(422);
    const id = made.body.data.id;
    const renewed = await admin('PATCH', `/admin/coupons/${id}`, {
      expires_at: null,
      used_count: 0,
      usage_limit: 1,
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data).toMatchObject({ expires_at: null, usage_limit: 1, used_count: 0 });
    const order = await orderWith('ONCE');
    expect(order.body.data.amount).toBe(23.99);
    await settleAtTestGateway(server, order.body.data.gateway_reference_id, 'succeed');
    await server.call('GET', `/orders/${order.body.data.id}/verify`, { token: tokens.learner });
    const list = await admin('GET', '/admin/coupons');
    expect(list.body.data.results.find((c: { id: number }) => c.id === id).used_count).toBe(1);
    expect((await orderWith('ONCE')).body.error.coupon_code).toBeDefined();
    const written = await admin('PATCH', `/admin/coupons/${id}`, { used_count: 0 });
    expect(written.body.data.used_count).toBe(1);
    const percentNow = await admin('PATCH', `/admin/coupons/${id}`, { kind: 'PERCENT', value: 101 });
    expect(percentNow.body.error.value).toEqual([COUPON_MESSAGES.percent]);
  });
});

describe('who may', () => {
  it.each([
    ['GET', '/admin/packages'],
    ['POST', '/admin/packages'],
    ['PATCH', '/admin/packages/1'],
    ['GET', '/admin/coupons'],
    ['POST', '/admin/coupons'],
    ['PATCH', '/admin/coupons/1'],
  ])('%s %s: 401 signed out, 403 for a mentor or a learner', async (method, path) => {
    const json = method === 'GET' ? undefined : {};
    expect((await server.call(method, path, { json })).status).toBe(401);
    expect((await server.call(method, path, { token: tokens.mentor, json })).status).toBe(403);
    expect((await server.call(method, path, { token: tokens.learner, json })).status).toBe(403);
  });
});
