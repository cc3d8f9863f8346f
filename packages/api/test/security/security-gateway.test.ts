import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/app';
import { startTestServer, type TestServer } from '../support/harness';
import { loginDemo, settleAtTestGateway } from '../support/security-helpers';

// Issue 13 item 1: free PREMIUM through the test gateway. Settling needs the proof the gateway page
// carries (signed by the server for that payment and outcome); the test gateway exists only when chosen
// and never in production.
describe('the test gateway in development', () => {
  let server: TestServer;
  let token: string;
  let premiumId: number;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: true });
    token = (await loginDemo(server, ['free'])).free;
    const list = await server.call('GET', '/packages?limit=100', { token });
    premiumId = list.body.data.results.find((p: { name: string }) => p.name === 'PREMIUM').id;
  });
  afterAll(() => server.close());

  const order = async () =>
    (await server.call('POST', '/orders', { token, json: { package_id: premiumId } })).body.data as {
      id: number;
      gateway_reference_id: string;
    };
  const packageName = async () =>
    (await server.call('GET', '/users/profile', { token })).body.data.userpackages.packages.name;
  const post = (reference: string, action: string, body?: Record<string, string>) =>
    fetch(`${server.url}/payments/test-gateway/${reference}/${action}`, {
      method: 'POST',
      ...(body ? { body: new URLSearchParams(body) } : {}),
    });

  it('refuses a bare POST to the settle URL: no PREMIUM, no invoice', async () => {
    const { id, gateway_reference_id: ref } = await order();
    const bare = await post(ref, 'succeed');
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual({
      message: 'This payment confirmation was not issued by the gateway.',
      error: {},
    });
    expect((await server.call('GET', `/orders/${id}/verify`, { token })).body.data.status).toBe('PENDING');
    expect((await server.call('GET', `/orders/${id}/invoice`, { token })).status).toBe(400);
    expect(await packageName()).toBe('FREE');
  });

  it("refuses a forged proof, another payment's proof and the other outcome's proof", async () => {
    const first = await order();
    const second = await order();
    const page = await (
      await fetch(`${server.url}/payments/test-gateway/${first.gateway_reference_id}`)
    ).text();
    const [succeedProof, failProof] = [...page.matchAll(/name="proof" value="([^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    expect((await post(first.gateway_reference_id, 'succeed', { proof: `${succeedProof}x` })).status).toBe(
      403,
    );
    expect((await post(second.gateway_reference_id, 'succeed', { proof: String(succeedProof) })).status).toBe(
      403,
    );
    expect((await post(first.gateway_reference_id, 'succeed', { proof: String(failProof) })).status).toBe(
      403,
    );
    expect((await post(first.gateway_reference_id, 'succeed', { proof: token })).status).toBe(403);
    expect(await packageName()).toBe('FREE');
  });

  it("settles with the page's Pay button, once", async () => {
    const { id, gateway_reference_id: ref } = await order();
    expect((await settleAtTestGateway(server, ref, 'succeed')).status).toBe(200);
    expect((await server.call('GET', `/orders/${id}/verify`, { token })).body.data.status).toBe('SUCCESS');
    expect(await packageName()).toBe('PREMIUM');
    expect((await settleAtTestGateway(server, ref, 'fail')).status).toBe(404);
  });
});

describe('without the test gateway', () => {
  it('has no gateway pages and refuses orders when none is chosen', async () => {
    const server = await startTestServer({ seedDemo: true, paymentGateway: 'none' });
    try {
      const token = (await loginDemo(server, ['free'])).free;
      const res = await server.call('POST', '/orders', { token, json: { package_id: 2 } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Payments are not available on this server yet.', error: {} });
      expect((await server.call('POST', '/payments/test-gateway/test_x/succeed')).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('is off in production by default, and production refuses to start with it', async () => {
    const production = await startTestServer({ production: true });
    try {
      expect((await production.call('GET', '/payments/test-gateway/test_x')).status).toBe(404);
    } finally {
      await production.close();
    }
    await expect(
      createApi({ dataDir: ':memory:', seedDemo: false, production: true, paymentGateway: 'test' }),
    ).rejects.toThrow('PAYMENT_GATEWAY=test settles payments without money: it is refused in production.');
  });
});
