import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetKeySets } from '../src/platforms/key-set-cache';
import { type Harness, launch, login, startHarness } from './tool-harness';

/**
 * The platforms' key sets are cached (issue 18 item 4): ltijs fetched the platform's JWKS on every launch;
 * now once, for as long as the platform's Cache-Control says, and again at once for a kid it has not seen.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(() => {
  forgetKeySets();
  h.platform.keySet.fetches = 0;
  h.platform.keySet.rotated = false;
  h.platform.keySet.maxAge = undefined;
});

let subject = 0;
const launchAs = async (options: { kid?: string; key?: 'platform' | 'other' } = {}) => {
  const started = await login(h);
  const claims = h.platform.claims({ nonce: started.nonce, sub: `key-set-${++subject}` });
  return launch(
    h,
    { id_token: await h.platform.sign(claims, options), state: started.state },
    started.cookie,
  );
};

describe("the platform's key set", () => {
  it('is fetched once for several launches', async () => {
    for (let i = 0; i < 3; i++) expect((await launchAs()).status).toBe(200);
    expect(h.platform.keySet.fetches).toBe(1);
  });

  it('is fetched again when its max-age has passed, and not kept when the platform says no-store', async () => {
    h.platform.keySet.maxAge = 0;
    expect((await launchAs()).status).toBe(200);
    expect((await launchAs()).status).toBe(200);
    expect(h.platform.keySet.fetches).toBeGreaterThanOrEqual(2);
  });

  it('is fetched again at once for a key the platform just rotated in, and the launch works', async () => {
    expect((await launchAs()).status).toBe(200);
    h.platform.keySet.rotated = true;
    const rotated = await launchAs({ kid: 'platform-key-2', key: 'other' });
    expect(rotated.status).toBe(200);
    expect(h.platform.keySet.fetches).toBe(2);
  });

  it('still refuses a kid the platform does not publish, without fetching on every attempt', async () => {
    expect((await launchAs()).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await launchAs({ kid: 'nobody-knows', key: 'other' })).status).not.toBe(200);
    // Once for the first launch, once more for the unknown kid; its next attempts within 10 s fetch nothing.
    expect(h.platform.keySet.fetches).toBe(2);
  });
});
