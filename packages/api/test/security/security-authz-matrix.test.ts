import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/routes/openapi-document';
import { fillPath, formOf, isErrorShape, queryString, walkOperations } from '../support/openapi-walk';
import { ACCESS, AUTHZ, type Outcome } from './authz/authz-table';
import {
  type AuthzWorld,
  CALLERS,
  type Caller,
  type SignedCaller,
  startAuthzWorld,
  unexpectedErrors,
} from './authz/authz-world';

/**
 * The authorization matrix (security issue): every documented operation × ten callers, against the
 * outcome its row in authz-table.ts declares. An operation without a row fails, so a new operation must
 * say who may call it. Ids in paths belong to the owner, the demo learner learner@modkit.test. On
 * PostgreSQL the calls go to two servers of one database in turn (each caching sessions: issue 25).
 */
let world: AuthzWorld;
// Two servers to start and the demo to seed on PostgreSQL: more than the default 30 s on a busy machine.
beforeAll(async () => {
  world = await startAuthzWorld({ twoServers: true });
}, 120_000);
afterAll(() => world.server.close());

// The test names come from the same generator the route serves; the first test checks the served document.
const operations = walkOperations(openApiDocument('http://localhost/api'));

const matches = (
  outcome: Outcome,
  status: number,
  declared?: { status: number; message: string },
  body?: { message?: unknown },
) => {
  switch (outcome) {
    case 'granted':
      return status >= 200 && status < 300;
    case 'ok':
      return status < 500 && ![401, 403, 404].includes(status);
    case 'unauthorized':
      return status === 401;
    case 'forbidden':
      return status === 403;
    case 'hidden':
      return status === 404;
    case 'refused':
      return (
        status === 403 ||
        status === 404 ||
        (!!declared && status === declared.status && body?.message === declared.message)
      );
  }
};
const allowed = (outcome: Outcome) => outcome === 'granted' || outcome === 'ok';

describe('the authorization matrix', () => {
  it('walks the operations the api serves at /api/openapi.json, and the table has no stale rows', async () => {
    const served = walkOperations((await world.server.call('GET', '/openapi.json')).body).map((o) => o.key);
    expect(served).toEqual(operations.map((o) => o.key));
    expect(Object.keys(AUTHZ).filter((key) => !served.includes(key))).toEqual([]);
  });

  it.each(operations.map((op) => [op.key, op] as const))('%s', async (key, op) => {
    const rule = AUTHZ[key];
    expect(rule, `${key} has no row in authz-table.ts: declare who may call it`).toBeDefined();
    if (!rule) return;
    const expected = ACCESS[rule.access] as Record<Caller, Outcome>;
    const { ids } = world;
    const path = fillPath(op.path, rule.params?.(ids));
    // Refused callers first, so an allowed call that changes something cannot hide a refusal.
    const order = [...CALLERS].sort((a, b) => Number(allowed(expected[a])) - Number(allowed(expected[b])));
    const wrong: string[] = [];
    for (const caller of order) {
      const outcome = expected[caller];
      if (allowed(outcome) && rule.skipAllowed) continue;
      const signed = !['none', 'tampered', 'revoked'].includes(caller);
      const token =
        rule.freshToken && signed ? await world.freshToken(caller as SignedCaller) : world.tokens[caller];
      const query = {
        ...rule.query?.(ids),
        ...(rule.viaMentee && caller === 'superMentor' ? { mentorId: ids.ownMentor } : {}),
      };
      const body = rule.body?.(ids);
      const res = await world.server.call(op.method, path + queryString(query), {
        token,
        ...(op.multipart ? { form: formOf(body) } : body === undefined ? {} : { json: body }),
      });
      if (!matches(outcome, res.status, rule.refusal, res.body))
        wrong.push(
          `${caller}: expected ${outcome}, got ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`,
        );
      else if (res.status >= 400 && !isErrorShape(res.body))
        wrong.push(
          `${caller}: ${res.status} not in the error shape: ${JSON.stringify(res.body).slice(0, 160)}`,
        );
      if (allowed(outcome)) await rule.restore?.(world);
    }
    expect(wrong).toEqual([]);
  });

  it('logged no unexpected error (no 500)', () => {
    expect(unexpectedErrors(world)).toEqual([]);
  });
});
