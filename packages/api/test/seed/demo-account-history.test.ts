import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { startTestServer, type TestServer } from '../support/harness';

/** The demo learner's own-account screens have something to show (issue 12: My Account, Notifications, …). */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  const login = await server.call('POST', '/auth/login', {
    json: {
      email: 'learner@modkit.test',
      password: DEMO_PASSWORD,
      recaptchaResponse: 'x',
      machine_id: 'test',
    },
  });
  token = login.body.meta.token;
}, 60_000);
afterAll(() => server.close());

const get = async (path: string) => (await server.call('GET', path, { token })).body;
const pdfAt = async (path: string) => {
  const res = await fetch(server.url + path.replace(/^\/api/, ''));
  return { type: res.headers.get('content-type'), head: Buffer.from(await res.arrayBuffer()).subarray(0, 5) };
};

describe('the demo learner (learner@modkit.test)', () => {
  it('has held FREE, then STARTER, now PREMIUM: newest first, two paid orders whose invoices are PDFs', async () => {
    const { data } = await get('/users/subscriptions');
    expect(
      data.results.map((s: { packages: { name: string }; status: string }) => [s.packages.name, s.status]),
    ).toEqual([
      ['PREMIUM', 'ACTIVE'],
      ['STARTER', 'expired'],
      ['FREE', 'expired'],
    ]);
    const orders = data.results.flatMap((s: { order: { id: number } | null }) =>
      s.order ? [s.order.id] : [],
    );
    expect(orders).toHaveLength(2);
    for (const id of orders) {
      const invoice = await get(`/orders/${id}/invoice`);
      expect(await pdfAt(invoice.data.media.path)).toEqual({
        type: 'application/pdf',
        head: Buffer.from('%PDF-'),
      });
    }
  });

  it('has earned a badge and has another to come', async () => {
    const { data } = await get('/users/total-points');
    expect(data.badge).toEqual([1]);
    expect(data.upcommingBadge[0]).toBe(2);
  });

  it('has two pages of notifications, unread ones among the latest 4', async () => {
    const first = await get('/users/notifications?page=1&limit=10');
    expect(first.meta.pagination.total).toBeGreaterThan(10);
    expect(first.data.results.slice(0, 4).some((n: { is_read: number }) => n.is_read === 0)).toBe(true);
  });

  it('has a month of activity last month', async () => {
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const { data } = await get(`/users/activity-log?limit=31&date=${last.toISOString().slice(0, 10)}`);
    expect(data.results.length).toBeGreaterThanOrEqual(10);
  });

  it('has a certificate of completion (a PDF) and at least four answered reflection questions', async () => {
    const certificates = await get('/certificates?include=collection');
    expect(certificates.data.results).toHaveLength(1);
    const [certificate] = certificates.data.results;
    expect(certificate.collection.name).toBeTruthy();
    expect((await pdfAt(certificate.media.path)).head).toEqual(Buffer.from('%PDF-'));
    const viewed = await get('/modules/my-modules?status=VIEWED&limit=100');
    const answered = viewed.data.results.filter(
      (m: { HasAssignToUser: { reflection_question_answer: string | null } }) =>
        m.HasAssignToUser.reflection_question_answer,
    );
    expect(answered.length).toBeGreaterThanOrEqual(4);
  });
});
