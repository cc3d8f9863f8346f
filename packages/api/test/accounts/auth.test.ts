import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePackages } from '../../src/seed/seed-demo';
import { learnerSignupForm } from '../fixtures/forms';
import { startTestServer, type TestServer } from '../support/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'http://app.test' });
  await ensurePackages(server.api.ctx);
});
afterAll(() => server.close());

const signupForm = (over: Record<string, string> = {}) =>
  learnerSignupForm({ machine_id: 'machine-1', ...over });

const latestMail = async (to: string) =>
  (await server.call('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`)).body.data.results[0];

describe('signup and login', () => {
  it('signs a learner up on the FREE package, mails a verification link and returns a token', async () => {
    const res = await server.call('POST', '/auth/signup', { form: signupForm() });
    expect(res.status).toBe(201);
    expect(res.body.meta.token).toEqual(expect.any(String));
    expect(res.body.data).toMatchObject({
      email: 'ada.l@example.com',
      full_name: 'Ada Lovelace',
      phone: '+91-9876543210',
      verified: false,
      roles: [{ type: 'STUDENT' }],
      where_do_you_here_about_us: 'LOCAL_AD',
      userpackages: { packages: { name: 'FREE' }, remaining_modules: 5 },
    });
    expect(res.body.data.password_hash).toBeUndefined();
    const mail = await latestMail('ada.l@example.com');
    expect(mail.text).toMatch(/http:\/\/app\.test\/verify-account\?token=.+&email=ada\.l%40example\.com/);
  });

  it.each([
    [
      'the spec texts for missing fields',
      { first_name: '', email: '', password: '', recaptchaResponse: '' },
      {
        first_name: ['First name is Required'],
        email: ['Email is Required'],
        password: ['Password is Required'],
        recaptchaResponse: ['Captcha is Required'],
      },
    ],
    [
      'a short password',
      { email: 'b@example.com', password: 'short1' },
      { password: ['password should be minimum 8 characters'] },
    ],
    [
      'a taken e-mail (any case)',
      { email: 'ADA.L@example.com' },
      { email: ['The email has already been taken.'] },
    ],
    [
      'a phone without code',
      { email: 'c@example.com', country_code: '' },
      { country_code: ['Country Code is required'] },
    ],
  ])('refuses %s with 422', async (_name, over, error) => {
    const res = await server.call('POST', '/auth/signup', { form: signupForm(over) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'Validation Error Occured', error });
  });

  it('signs a mentor up with a module allowance', async () => {
    const res = await server.call('POST', '/auth/signup', {
      form: signupForm({ email: 'mentor.new@example.com', status: 'MENTOR', phone: '', country_code: '' }),
    });
    expect(res.body.data).toMatchObject({
      roles: [{ type: 'MENTOR' }],
      meta: { allowed_modules: 5, max_invites: 10 },
      userpackages: null,
    });
  });

  it('logs in case-insensitively and refuses wrong passwords without telling which part was wrong', async () => {
    const ok = await server.call('POST', '/auth/login', {
      json: { email: 'ADA.l@example.com', password: 'Engine-1843', recaptchaResponse: 'x', machine_id: 'm' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.email).toBe('ada.l@example.com');
    const wrong = await server.call('POST', '/auth/login', {
      json: { email: 'ada.l@example.com', password: 'nope-nope' },
    });
    const unknown = await server.call('POST', '/auth/login', {
      json: { email: 'nobody@example.com', password: 'nope-nope' },
    });
    expect(wrong.body).toEqual({ message: 'These credentials do not match our records.', error: {} });
    expect(unknown.body).toEqual(wrong.body);
    const empty = await server.call('POST', '/auth/login', { json: {} });
    expect(empty.body.error).toEqual({ email: ['Email is Required'], password: ['Password is Required'] });
  });

  it("answers 400 'Your account is Inactive.' at login and on any call", async () => {
    const login = await server.call('POST', '/auth/login', {
      json: { email: 'ada.l@example.com', password: 'Engine-1843' },
    });
    await server.api.ctx.db
      .updateTable('users')
      .set({ status: 'INACTIVE' })
      .where('email', '=', 'ada.l@example.com')
      .execute();
    const again = await server.call('POST', '/auth/login', {
      json: { email: 'ada.l@example.com', password: 'Engine-1843' },
    });
    expect(again).toEqual({ status: 400, body: { message: 'Your account is Inactive.', error: {} } });
    const call = await server.call('GET', '/users/profile', { token: login.body.meta.token });
    expect(call.body.message).toBe('Your account is Inactive.');
    await server.api.ctx.db
      .updateTable('users')
      .set({ status: 'ACTIVE' })
      .where('email', '=', 'ada.l@example.com')
      .execute();
  });

  it('revokes the token at logout', async () => {
    const login = await server.call('POST', '/auth/login', {
      json: { email: 'ada.l@example.com', password: 'Engine-1843', machine_id: 'laptop' },
    });
    const token = login.body.meta.token;
    expect(
      (await server.call('POST', '/auth/logout', { token, json: { machine_id: 'laptop' } })).status,
    ).toBe(200);
    expect(await server.call('GET', '/users/profile', { token })).toEqual({
      status: 401,
      body: { message: 'Unauthorized', error: {} },
    });
  });

  it('refuses forged and expired tokens with 401', async () => {
    expect((await server.call('GET', '/users/profile', { token: 'abc.def.ghi' })).status).toBe(401);
    const login = await server.call('POST', '/auth/login', {
      json: { email: 'ada.l@example.com', password: 'Engine-1843' },
    });
    const [h, p, s] = login.body.meta.token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = [
      h,
      Buffer.from(JSON.stringify({ ...claims, sub: '999999' })).toString('base64url'),
      s,
    ].join('.');
    expect((await server.call('GET', '/users/profile', { token: forged })).status).toBe(401);
  });

  it('does not offer social login until a provider is configured', async () => {
    expect((await server.call('POST', '/auth/google', { json: { accessToken: 'x' } })).body.message).toBe(
      'Social login is not configured.',
    );
  });

  it('signs up instantly with a single-space last name', async () => {
    const res = await server.call('POST', '/auth/instant-signup', {
      json: {
        first_name: 'Quick',
        email: 'quick@example.com',
        password: 'Quick-pass-1',
        recaptchaResponse: 'x',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      first_name: 'Quick',
      userpackages: { packages: { name: 'FREE' } },
    });
  });
});

describe('password reset and verification', () => {
  it('resets the password through the mailed single-use link', async () => {
    const res = await server.call('POST', '/auth/forget-password', { json: { email: 'ada.l@example.com' } });
    const unknown = await server.call('POST', '/auth/forget-password', {
      json: { email: 'ghost@example.com' },
    });
    expect(res.body).toEqual(unknown.body);
    const token = (await latestMail('ada.l@example.com')).text.match(/token=([^\s&]+)/)[1];
    const mismatch = await server.call('POST', `/auth/reset-password/${token}`, {
      json: { password: 'New-pass-123', password_confirmation: 'x' },
    });
    expect(mismatch.body).toEqual({
      message: 'Validation Error!',
      error: { password_confirmation: ['Passwords do not match.'] },
    });
    const ok = await server.call('POST', `/auth/reset-password/${token}`, {
      json: { password: 'New-pass-123', password_confirmation: 'New-pass-123' },
    });
    expect(ok.body.message).toBe('Your password has been changed!');
    const reused = await server.call('POST', `/auth/reset-password/${token}`, {
      json: { password: 'Other-pass-1', password_confirmation: 'Other-pass-1' },
    });
    expect(reused).toEqual({
      status: 400,
      body: { message: 'This password reset link is invalid or has expired.', error: {} },
    });
    expect(
      (
        await server.call('POST', '/auth/login', {
          json: { email: 'ada.l@example.com', password: 'New-pass-123' },
        })
      ).status,
    ).toBe(200);
  });

  it('verifies the e-mail with the mailed token, and resends while unverified', async () => {
    const login = await server.call('POST', '/auth/login', {
      json: { email: 'quick@example.com', password: 'Quick-pass-1' },
    });
    const resend = await server.call('GET', '/auth/resend-varification-link', {
      token: login.body.meta.token,
    });
    expect(resend.body.message).toBe('A verification link has been sent to your email.');
    const token = decodeURIComponent(
      (await latestMail('quick@example.com')).text.match(/token=([^\s&]+)/)[1],
    );
    const wrongEmail = await server.call('POST', '/auth/verify', {
      json: { activationToken: token, email: 'other@example.com' },
    });
    expect(wrongEmail).toEqual({
      status: 400,
      body: { message: 'This verification link is invalid or has expired.', error: {} },
    });
    const ok = await server.call('POST', '/auth/verify', {
      json: { activationToken: token, email: 'quick@example.com' },
    });
    expect(ok.status).toBe(200);
    const reused = await server.call('POST', '/auth/verify', {
      json: { activationToken: token, email: 'quick@example.com' },
    });
    expect(reused.status).toBe(400);
    const profile = await server.call('GET', '/users/profile', { token: login.body.meta.token });
    expect(profile.body.data.verified).toBe(true);
    expect(
      (await server.call('GET', '/auth/resend-varification-link', { token: login.body.meta.token })).body
        .message,
    ).toBe('Your email address is already verified.');
  });
});

describe('password guessing', () => {
  it('refuses the 21st login attempt for one account within 10 minutes with 429, other accounts unaffected', async () => {
    const fresh = await startTestServer();
    try {
      const attempt = (email: string) =>
        fresh.call('POST', '/auth/login', { json: { email, password: 'wrong-guess' } });
      for (let i = 0; i < 20; i++) expect((await attempt('victim@example.com')).status).toBe(400);
      expect(await attempt('victim@example.com')).toEqual({
        status: 429,
        body: { message: 'Too many attempts. Please try again in a few minutes.', error: {} },
      });
      expect((await attempt('someone-else@example.com')).status).toBe(400);
    } finally {
      await fresh.close();
    }
  });
});
