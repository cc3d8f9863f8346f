import { DEMO_PASSWORD } from '@modkit/api';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LtiTables } from '../src/store/schema';
import { type Harness, launch, launchSession, login, startHarness } from './tool-harness';

/**
 * Issue 43, the LMS's side: a learner whose school sends the address of their own modkit account claims it
 * from the LMS account, confirms the join from their own account, and from then on the LMS opens their own
 * account, its launch contexts (where scores go back to the LMS) moved with it.
 */
let h: Harness;
const SUB = 'lms-learner-joining-43';
const OWN = 'learner@modkit.test';

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A launch of the registered platform for SUB, sending the learner's own address: the api token it opens. */
async function launchFromLms(): Promise<string> {
  const started = await login(h);
  const claims = h.platform.claims({ nonce: started.nonce, sub: SUB, extra: { email: OWN } });
  const page = await launch(
    h,
    { id_token: await h.platform.sign(claims), state: started.state },
    started.cookie,
  );
  expect(page.status).toBe(200);
  return launchSession(page.html)!.token;
}

async function api(token: string | null, method: string, path: string, json?: unknown) {
  const res = await fetch(`${h.toolUrl}/api${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
    ...(json ? { body: JSON.stringify(json) } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the api's answers, read as JSON.
  return { status: res.status, body: (await res.json()) as any };
}

describe('an LMS learner joins their own account', () => {
  it('claims the address from the LMS account, confirms from their own, and the LMS opens their own from then on', async () => {
    const fromLms = await launchFromLms();
    const lmsAccount = (await api(fromLms, 'GET', '/users/profile')).body.data;
    expect(lmsAccount.school_address).toEqual({ email: OWN, from: 'Test LMS' });
    expect((await api(fromLms, 'POST', '/users/school-address/claim')).status).toBe(200);
    const mail = (await api(null, 'GET', `/dev/mailbox?to=${encodeURIComponent(OWN)}`)).body.data.results[0];
    const link = decodeURIComponent(/claim-address\?token=([\w%-]+)/.exec(mail.text)![1]!);
    expect(
      (await api(fromLms, 'POST', '/users/school-address/confirm', { token: link })).body.data.state,
    ).toBe('ASKED');

    const own = (await api(null, 'POST', '/auth/login', { email: OWN, password: DEMO_PASSWORD })).body;
    const ownToken = own.meta.token as string;
    const request = (await api(ownToken, 'GET', '/users/account-joins')).body.data[0];
    expect((await api(ownToken, 'POST', `/users/account-joins/${request.id}`)).status).toBe(200);

    const contexts = await (h.api.ctx.db as unknown as Kysely<LtiTables>)
      .selectFrom('lti_launch_contexts')
      .select('user_id')
      .where('user_id', 'in', [lmsAccount.id, own.data.id])
      .execute();
    expect(contexts).toEqual([{ user_id: own.data.id }]);
    const again = await launchFromLms();
    expect((await api(again, 'GET', '/users/profile')).body.data.id).toBe(own.data.id);
  });
});
