import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_ENQUIRY } from '../fixtures/forms';
import { startTestServer, type TestServer } from '../support/harness';
import { settleAtTestGateway } from '../support/security-helpers';

let server: TestServer;
let token: string;
let packages: Record<string, number>;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true, publicUrl: 'http://app.test' });
  token = (
    await server.call('POST', '/auth/login', { json: { email: 'free@modkit.test', password: 'Demo-pass-1' } })
  ).body.meta.token;
  const list = await server.call('GET', '/packages?limit=100&status=Active', { token });
  packages = Object.fromEntries(
    list.body.data.results.map((p: { name: string; id: number }) => [p.name, p.id]),
  );
});
afterAll(() => server.close());

const pay = (reference: string, action: 'succeed' | 'fail') => settleAtTestGateway(server, reference, action);

describe('orders at the test gateway', () => {
  it('buys PREMIUM with a coupon, activates the subscription exactly once and issues a PDF invoice', async () => {
    const order = await server.call('POST', '/orders', {
      token,
      json: { package_id: packages.PREMIUM, currency: 'USD', coupon_code: 'welcome10' },
    });
    expect(order.status).toBe(201);
    expect(order.body.data).toMatchObject({ amount: 22.49, status: 'PENDING', gatway_type: 'TEST' });
    expect(order.body.data.checkout_url).toBe(
      `http://app.test/api/payments/test-gateway/${order.body.data.gateway_reference_id}`,
    );
    const page = await fetch(`${server.url}/payments/test-gateway/${order.body.data.gateway_reference_id}`);
    expect(await page.text()).toContain('22.49 USD');
    expect(
      (await server.call('GET', `/orders/${order.body.data.id}/verify`, { token })).body.data.status,
    ).toBe('PENDING');
    expect((await pay(order.body.data.gateway_reference_id, 'succeed')).status).toBe(200);
    const verified = await Promise.all(
      [1, 2, 3].map(() => server.call('GET', `/orders/${order.body.data.id}/verify`, { token })),
    );
    expect(verified.map((v) => v.body.data.status)).toEqual(['SUCCESS', 'SUCCESS', 'SUCCESS']);
    const subs = await server.call('GET', '/users/subscriptions', { token });
    const active = subs.body.data.results.filter((s: { status: string }) => s.status === 'ACTIVE');
    expect(active).toEqual([
      expect.objectContaining({
        packages: expect.objectContaining({ name: 'PREMIUM' }),
        order: { id: order.body.data.id },
      }),
    ]);
    const profile = await server.call('GET', '/users/profile', { token });
    expect(profile.body.data.userpackages.packages.name).toBe('PREMIUM');
    const invoice = await server.call('GET', `/orders/${order.body.data.id}/invoice`, { token });
    const pdf = await fetch(server.url + invoice.body.data.media.path.replace('/api', ''));
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('marks a declined payment FAILED and subscribes nothing', async () => {
    const order = await server.call('POST', '/orders', {
      token,
      json: { package_id: packages.STARTER, currency: 'USD' },
    });
    await pay(order.body.data.gateway_reference_id, 'fail');
    expect(
      (await server.call('GET', `/orders/${order.body.data.id}/verify`, { token })).body.data.status,
    ).toBe('FAILED');
    expect((await server.call('GET', `/orders/${order.body.data.id}/invoice`, { token })).status).toBe(400);
    expect((await pay(order.body.data.gateway_reference_id, 'succeed')).status).toBe(404);
  });

  it.each([
    ['the free package', { package_id: 'FREE', currency: 'USD' }, 400],
    ['an unknown coupon', { package_id: 'ELITE', currency: 'USD', coupon_code: 'NOPE' }, 422],
    ['another currency', { package_id: 'ELITE', currency: 'EUR' }, 422],
    ['no package', { currency: 'USD' }, 422],
  ])('refuses %s', async (_name, body, status) => {
    const name = (body as { package_id?: string }).package_id;
    const json = { ...body, package_id: name ? packages[name] : undefined };
    expect((await server.call('POST', '/orders', { token, json })).status).toBe(status);
  });

  it("answers 404 for another user's order", async () => {
    const other = (
      await server.call('POST', '/auth/login', {
        json: { email: 'learner@modkit.test', password: 'Demo-pass-1' },
      })
    ).body.meta.token;
    const order = await server.call('POST', '/orders', {
      token,
      json: { package_id: packages.ELITE, currency: 'USD' },
    });
    expect((await server.call('GET', `/orders/${order.body.data.id}/verify`, { token: other })).status).toBe(
      404,
    );
  });
});

describe('enquiries and like pages', () => {
  const enquiry = VALID_ENQUIRY;

  it('stores an enquiry, mails the team, and answers the spec thank-you', async () => {
    const res = await server.call('POST', '/enquiries', { json: enquiry });
    expect(res.body.message).toBe('Thanks for your enquiry. Our team will get in touch with you soon.');
    const mail = await server.call('GET', '/dev/mailbox?to=team@modkit.test');
    expect(mail.body.data.results[0].text).toContain('topic: LOGIN_ISSUES');
    const mentor = await server.call('POST', '/enquiries/mentor', {
      json: { ...enquiry, name_of_institute: 'Riverside' },
    });
    expect(mentor.status).toBe(201);
  });

  it('answers the spec field texts', async () => {
    const res = await server.call('POST', '/enquiries', {
      json: { ...enquiry, first_name: '', phone: '12ab', message: '?' },
    });
    expect(res.body.error).toEqual({
      first_name: ['First Name is Required'],
      phone: ['Phone No must contain only numbers.'],
      message: ['Message must start with an alphabet or a number.'],
    });
  });

  it('likes a school project or a blog once per visitor', async () => {
    const first = await server.call('POST', '/likes/school-project/5', { json: { ACTION: 'LIKE' } });
    const second = await server.call('POST', '/likes/school-project/5', { json: { ACTION: 'LIKE' } });
    expect([first.body, second.body]).toEqual([
      { success: true, message: 'You have successfully liked this school project!' },
      { success: false, message: 'You have already liked this school project!' },
    ]);
    expect((await server.call('POST', '/likes/blog/5', { json: { ACTION: 'LIKE' } })).body.success).toBe(
      true,
    );
    expect(
      (await server.call('POST', '/likes/blog/5', { token, json: { ACTION: 'LIKE' } })).body.success,
    ).toBe(true);
    expect((await server.call('POST', '/likes/blog/5', { json: { ACTION: 'NOPE' } })).status).toBe(422);
  });
});
