/**
 * Dynamic registration under NODE_ENV=production (the api's `production`): https only, never a private
 * address, and the development allowance for private addresses refuses to start.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi } from '@modkit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLtiTool } from '../src/index';
import { type Harness, startHarness } from './tool-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ loginKey: 'a-production-login-key-of-32-chars!!' }, { production: true });
});
afterAll(async () => {
  await h?.close();
});

async function register(configurationUrl: string) {
  const res = await fetch(
    `${h.toolUrl}/lti/register?openid_configuration=${encodeURIComponent(configurationUrl)}&registration_token=reg-token-1`,
  );
  return { status: res.status, html: await res.text() };
}

describe('dynamic registration in production', () => {
  it('refuses a plain http configuration URL without fetching it', async () => {
    const answer = await register(`${h.platform.url}/.well-known/openid-configuration`);
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('must be an https URL');
    expect(h.platform.registrations).toEqual([]);
  });

  it('refuses an https URL on a loopback address or name', async () => {
    const port = new URL(h.platform.url).port;
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
      const answer = await register(`https://${host}:${port}/.well-known/openid-configuration`);
      expect(answer.status).toBe(400);
      expect(answer.html).toContain('could not read the configuration');
    }
  });

  it('will not start with private addresses allowed (option or LTI_REGISTRATION_ALLOW_PRIVATE)', async () => {
    const api = await createApi({
      dataDir: mkdtempSync(join(tmpdir(), 'modkit-lti-prod-')),
      databaseUrl: undefined,
      production: true,
    });
    try {
      await expect(createLtiTool({ api, registrationAllowPrivate: true })).rejects.toThrow(
        /LTI_REGISTRATION_ALLOW_PRIVATE/,
      );
      process.env.LTI_REGISTRATION_ALLOW_PRIVATE = 'true';
      await expect(createLtiTool({ api })).rejects.toThrow(/production/);
    } finally {
      delete process.env.LTI_REGISTRATION_ALLOW_PRIVATE;
      await api.close();
    }
  });

  it('will not start without a login key, or with a short one (LTI_LOGIN_KEY)', async () => {
    const api = await createApi({
      dataDir: mkdtempSync(join(tmpdir(), 'modkit-lti-prod-')),
      databaseUrl: undefined,
      production: true,
    });
    try {
      await expect(createLtiTool({ api })).rejects.toThrow(/^LTI_LOGIN_KEY: required in production/);
      process.env.LTI_LOGIN_KEY = 'too-short';
      await expect(createLtiTool({ api })).rejects.toThrow(/^LTI_LOGIN_KEY: must be at least 32 characters/);
    } finally {
      delete process.env.LTI_LOGIN_KEY;
      await api.close();
    }
  });
});
