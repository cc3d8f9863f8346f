import { describe, expect, it } from 'vitest';
import { adminLinkFor } from '../../src/accounts/first-admin';
import { startupNotice } from '../../src/startup-notice';
import { startFakeRecaptcha } from '../fixtures/fake-recaptcha';
import { startTestServer, type TestServer } from '../support/harness';

// Issue 13 item 12: production seeded the demo accounts (an ADMIN among them, with the published
// password) and printed them. Demo data only in development or with SEED_DEMO=1; production makes its
// first administrator from ADMIN_EMAIL with a one-time set-password link.
const users = async (server: TestServer) =>
  server.api.ctx.db.selectFrom('users').select(['email', 'role', 'password_hash']).execute();
const demoLogin = (server: TestServer, email: string) =>
  server.call('POST', '/auth/login', { json: { email, password: 'Demo-pass-1' } });
// The harness turns seeding off; these servers decide as a real start would.
const start = (options: Parameters<typeof startTestServer>[0]) =>
  startTestServer({ seedDemo: undefined, ...options });

describe('production on an empty database', () => {
  it('seeds no demo account and prints none, but has the packages signup needs', async () => {
    const server = await start({ production: true });
    try {
      expect(await users(server)).toEqual([]);
      expect((await demoLogin(server, 'admin@modkit.test')).status).toBe(400);
      const packages = await server.api.ctx.db.selectFrom('packages').select('name').execute();
      expect(packages.map((p) => p.name).sort()).toEqual(['ELITE', 'FREE', 'PREMIUM', 'STARTER']);
      expect(server.api.startup).toEqual({ demoAccounts: false, adminSetupLink: null, needsAdmin: true });
      const notice = startupNotice(server.api.startup);
      expect(notice).not.toContain('modkit.test');
      expect(notice).not.toContain('Demo-pass-1');
      expect(notice).toContain('set ADMIN_EMAIL');
    } finally {
      await server.close();
    }
  });

  it('creates the first administrator from ADMIN_EMAIL with a one-time set-password link', async () => {
    const server = await start({ production: true, adminEmail: 'Head@School.example' });
    try {
      expect(await users(server)).toEqual([
        { email: 'head@school.example', role: 'ADMIN', password_hash: null },
      ]);
      const link = server.api.startup.adminSetupLink;
      expect(link).toMatch(/^http:\/\/localhost:\d+\/reset-password\?token=/);
      expect(startupNotice(server.api.startup)).toContain(link);
      const token = decodeURIComponent(new URL(link!).searchParams.get('token')!);
      const body = { password: 'Admin-pass-1', password_confirmation: 'Admin-pass-1' };
      const set = await server.call('POST', `/auth/reset-password/${encodeURIComponent(token)}`, {
        json: body,
      });
      expect(set.status).toBe(200);
      const again = await server.call('POST', `/auth/reset-password/${encodeURIComponent(token)}`, {
        json: body,
      });
      expect(again.status).toBe(400);
      const login = await server.call('POST', '/auth/login', {
        json: { email: 'head@school.example', password: 'Admin-pass-1' },
      });
      expect(login.body.data.roles[0].type).toBe('ADMIN');
    } finally {
      await server.close();
    }
  });

  it('never promotes an existing learner through ADMIN_EMAIL or the command', async () => {
    // Production checks the captcha with the provider (here a local siteverify).
    const recaptcha = await startFakeRecaptcha();
    const server = await start({
      production: true,
      captchaSecret: recaptcha.secret,
      captchaVerifyUrl: recaptcha.url,
    });
    try {
      const signup = await server.call('POST', '/auth/instant-signup', {
        json: {
          email: 'learner@school.example',
          password: 'Learn-pass-1',
          password_confirmation: 'Learn-pass-1',
          first_name: 'Lu',
          recaptchaResponse: recaptcha.solved,
        },
      });
      expect(signup.status).toBe(201);
      await expect(adminLinkFor(server.api.ctx, 'learner@school.example')).rejects.toThrow(
        'This address belongs to an account that is not an administrator.',
      );
      expect((await users(server)).map((u) => u.role)).toEqual(['STUDENT']);
      // The command makes a fresh administrator with a free address.
      expect(await adminLinkFor(server.api.ctx, 'ops@school.example')).toMatch(/reset-password\?token=/);
    } finally {
      await server.close();
      await recaptcha.close();
    }
  });

  it('seeds the demo only when asked for (SEED_DEMO=1), and still never prints it', async () => {
    const server = await start({ production: true, seedDemo: true });
    try {
      expect((await demoLogin(server, 'learner@modkit.test')).status).toBe(200);
      expect(server.api.startup.demoAccounts).toBe(false);
      expect(startupNotice(server.api.startup)).not.toContain('Demo-pass-1');
    } finally {
      await server.close();
    }
  });
});

describe('development', () => {
  it('seeds the demo accounts on an empty database and lists them', async () => {
    const server = await start({ production: false });
    try {
      expect((await demoLogin(server, 'learner@modkit.test')).status).toBe(200);
      expect(server.api.startup.demoAccounts).toBe(true);
      expect(startupNotice(server.api.startup)).toContain('learner@modkit.test');
    } finally {
      await server.close();
    }
  });
});
