/**
 * The signed login state (nothing stored at login): a state changed or signed elsewhere, too old, begun for
 * another platform or client, used twice — or an id_token replayed — is refused, on one server and across
 * two servers of one database (the launch records the nonce in its own transaction).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformRegistration, startTestPlatform, type TestPlatform } from './platform/test-platform';
import { startToolProcess, type ToolProcess } from './process/spawn-tool';
import { type Harness, launch, launchSession, login, startHarness } from './tool-harness';

let h: Harness;
let ahead = 0;
let other: TestPlatform;
beforeAll(async () => {
  h = await startHarness({}, { now: () => Date.now() + ahead });
  other = await startTestPlatform(h.toolUrl);
  await h.tool.registerPlatform(platformRegistration(other, 'Other LMS'));
}, 60_000);
afterAll(async () => {
  await other?.close();
  await h?.close();
});

const signFor = (nonce: string, sub = 'learner-1') => h.platform.sign(h.platform.claims({ nonce, sub }));
const b64 = (text: string) => Buffer.from(text).toString('base64url');
const unb64 = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

describe('the signed login state', () => {
  it('a state whose content was changed (its signature kept) is unknown', async () => {
    const started = await login(h);
    const [body, signature] = started.state.split('.');
    const changed = unb64(body!).replace(h.platform.clientId, `${h.platform.clientId}x`);
    const page = await launch(
      h,
      { id_token: await signFor(started.nonce), state: `${b64(changed)}.${signature}` },
      started.cookie,
    );
    expect(page.status).toBe(401);
    expect(page.html).toMatch(/not started by this tool/);
    expect(launchSession(page.html)).toBeNull();
  });

  it('a state made with another key is unknown', async () => {
    const started = await login(h);
    const [body] = started.state.split('.');
    const page = await launch(
      h,
      { id_token: await signFor(started.nonce), state: `${body}.${b64('x'.repeat(32))}` },
      started.cookie,
    );
    expect(page.status).toBe(401);
    expect(page.html).toMatch(/not started by this tool/);
  });

  it('a state older than 10 minutes is refused', async () => {
    const started = await login(h);
    ahead += 11 * 60_000;
    try {
      const page = await launch(
        h,
        { id_token: await signFor(started.nonce), state: started.state },
        started.cookie,
      );
      expect(page.status).toBe(401);
      expect(page.html).toMatch(/took too long/);
      expect(launchSession(page.html)).toBeNull();
    } finally {
      ahead = 0;
    }
  });

  it('a state begun for another platform does not launch this platform’s token', async () => {
    const started = await login(h, {
      iss: other.url,
      client_id: other.clientId,
      lti_deployment_id: other.deploymentId,
    });
    expect(started.state).not.toBe('');
    const page = await launch(
      h,
      { id_token: await signFor(started.nonce), state: started.state },
      started.cookie,
    );
    expect(page.status).toBe(401);
    expect(page.html).toMatch(/issuer/);
    expect(launchSession(page.html)).toBeNull();
  });

  it('a state begun for another client of the same platform does not launch', async () => {
    await h.tool.registerPlatform({ ...platformRegistration(h.platform), clientId: 'second-client' });
    const started = await login(h, { client_id: 'second-client' });
    const page = await launch(
      h,
      { id_token: await signFor(started.nonce), state: started.state },
      started.cookie,
    );
    expect(page.status).toBe(401);
    expect(page.html).toMatch(/audience/);
    expect(launchSession(page.html)).toBeNull();
  });

  it('a state used once does not launch again, even with a new id_token', async () => {
    const started = await login(h);
    const first = await launch(
      h,
      { id_token: await signFor(started.nonce), state: started.state },
      started.cookie,
    );
    expect(launchSession(first.html)).not.toBeNull();
    const again = await launch(
      h,
      { id_token: await signFor(started.nonce, 'someone-else'), state: started.state },
      started.cookie,
    );
    expect(again.status).toBe(401);
    expect(again.html).toMatch(/already used/);
    expect(launchSession(again.html)).toBeNull();
  });
});

describe('two servers of one database', () => {
  let second: ToolProcess;
  beforeAll(async () => {
    second = await startToolProcess({}, { dataDir: h.dataDir, pgSchema: h.pgSchema });
  }, 60_000);
  afterAll(async () => {
    await second?.stop();
  });
  const on = (url: string): Harness => ({ ...h, toolUrl: url });

  it('a login begun on one server launches on the other', async () => {
    const started = await login(h);
    const page = await launch(
      on(second.url),
      { id_token: await signFor(started.nonce), state: started.state },
      started.cookie,
    );
    expect(page.status).toBe(200);
    expect(launchSession(page.html)).not.toBeNull();
  });

  it('an id_token launched on one server is refused on the other, both ways', async () => {
    for (const [first, then] of [
      [h.toolUrl, second.url],
      [second.url, h.toolUrl],
    ] as const) {
      const started = await login(h);
      const form = { id_token: await signFor(started.nonce), state: started.state };
      expect(launchSession((await launch(on(first), form, started.cookie)).html)).not.toBeNull();
      const replayed = await launch(on(then), form, started.cookie);
      expect(replayed.status).toBe(401);
      expect(replayed.html).toMatch(/already used/);
      expect(launchSession(replayed.html)).toBeNull();
    }
  });
});
