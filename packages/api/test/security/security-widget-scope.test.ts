import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_SCOPE_MESSAGE, WIDGET_TOKEN_OPERATIONS } from '../../src/http/guards/widget-token-scope';
import { openApiDocument } from '../../src/routes/openapi-document';
import { ensurePackages } from '../../src/seed/seed-demo';
import { startTestServer, type TestServer } from '../support/harness';
import { fillPath, walkOperations } from '../support/openapi-walk';
import { lakesidePartnerKey } from '../support/security-helpers';

/**
 * What a partner's widget token may call (issue 23), as the authorization matrix walks who may call what:
 * every documented operation, called with a widget token from the partner's own site, is refused with the
 * widget message exactly when WIDGET_TOKEN_OPERATIONS does not list it. Refused calls change nothing (no
 * mail, no push subscription). Public operations read no token (but the like pages, which are listed).
 */
const SITE = 'https://school.example.org';
let server: TestServer;
let key: string;
/** A fresh widget token of the same partner user: each operation is called with its own. */
const widgetToken = async () =>
  (
    await server.call('POST', '/partner/tokens', {
      headers: { Authorization: `Bearer ${key}` },
      json: { user_id: 'scope-walker', first_name: 'Sam' },
    })
  ).body.data.token as string;

beforeAll(async () => {
  server = await startTestServer({ corsOrigins: ['https://learn.example.org'] });
  await ensurePackages(server.api.ctx);
  key = await lakesidePartnerKey(server, SITE, 'PREMIUM');
});
afterAll(() => server.close());

const operations = walkOperations(openApiDocument('http://localhost/api'));
const keyOf = (op: { method: string; path: string }) => `${op.method.toLowerCase()} ${op.path}`;
/** Ids that exist nowhere: an allowed call may answer 404 or 422, never the widget refusal. */
const anyIds = (path: string) =>
  Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], 999_999]));

describe('what a widget token may call', () => {
  it('lists only documented operations', () => {
    const documented = operations.map(keyOf);
    expect([...WIDGET_TOKEN_OPERATIONS].filter((key) => !documented.includes(key))).toEqual([]);
  });

  it.each(operations.map((op) => [keyOf(op), op] as const))('%s', async (key, op) => {
    const listed = WIDGET_TOKEN_OPERATIONS.has(key);
    if (op.public && !listed) return; // No token is read: the widget token grants nothing here.
    const res = await server.call(op.method, fillPath(op.path, anyIds(op.path)), {
      token: await widgetToken(),
      headers: { Origin: SITE },
      ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { json: {} }),
    });
    const refused = res.status === 403 && res.body?.message === WIDGET_SCOPE_MESSAGE;
    if (listed) {
      expect(refused, `${key} is listed, yet refused`).toBe(false);
      expect(res.status, `${key}: ${JSON.stringify(res.body)}`).not.toBe(401);
      expect(res.status, `${key}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
    } else {
      expect(res, `${key} is not a widget operation`).toEqual({
        status: 403,
        body: { message: WIDGET_SCOPE_MESSAGE, error: {} },
      });
    }
  });

  it('the refused calls sent no mail and registered no push subscription', async () => {
    const { db } = server.api.ctx;
    expect(await db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('push_subscriptions').select('id').execute()).toEqual([]);
  });
});
