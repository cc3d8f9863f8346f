import { VALIDATION_ERROR_TITLE } from '@modkit/sdk/rules';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_MESSAGES } from '../../src/accounts/captcha';
import { startFakeRecaptcha } from '../fixtures/fake-recaptcha';
import { VALID_ENQUIRY } from '../fixtures/forms';
import { serverWithFake } from '../fixtures/server-with-fake';
import { startTestServer } from '../support/harness';

/**
 * reCAPTCHA v2 with `RECAPTCHA_SECRET`: signup, instant signup and enquiries ask siteverify (here a local
 * fake over real HTTP that speaks Google's protocol, at `RECAPTCHA_VERIFY_URL`) and go on only on
 * `success: true`. A provider that cannot answer refuses the form with a clear message, never a 500.
 */
const { server, fake } = serverWithFake(startFakeRecaptcha, (recaptcha) => ({
  captchaSecret: recaptcha.secret,
  captchaVerifyUrl: recaptcha.url,
  captchaTimeoutMs: 1_500,
}));

let people = 0;
const signupForm = (recaptchaResponse: string) => {
  const form = new FormData();
  const fields = {
    first_name: 'Cara',
    last_name: 'Ptcha',
    email: `cara${++people}x${Date.now()}@example.org`,
    password: 'Captcha-pass-1',
    status: 'STUDENT',
    recaptchaResponse,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return { form, email: fields.email };
};
// The server trusts a proxy on loopback: X-Forwarded-For stands for the visitor's address.
const VISITOR = { 'X-Forwarded-For': '203.0.113.9' };
const accountOf = (email: string) =>
  server().api.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();

describe('with RECAPTCHA_SECRET, siteverify decides', () => {
  it('a solved captcha signs the visitor up, and the secret, answer and address went to the provider', async () => {
    const { form, email } = signupForm(fake().solved);
    const res = await server().call('POST', '/auth/signup', { form, headers: VISITOR });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.email).toBe(email);
    expect(fake().received).toEqual([
      { secret: fake().secret, response: fake().solved, remoteip: '203.0.113.9' },
    ]);
  });

  it('a wrong answer is a field error beside the captcha, and no account is made', async () => {
    const { form, email } = signupForm('made-up-answer');
    const res = await server().call('POST', '/auth/signup', { form, headers: VISITOR });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: VALIDATION_ERROR_TITLE,
      error: { recaptchaResponse: [CAPTCHA_MESSAGES.failed] },
    });
    expect(res.body.error.recaptchaResponse[0]).toBe('Captcha verification failed. Please try again.');
    expect(fake().received.map((r) => r.response)).toEqual(['made-up-answer']);
    expect(await accountOf(email)).toBeUndefined();
  });

  it('a missing answer never reaches the provider', async () => {
    const res = await server().call('POST', '/auth/instant-signup', {
      json: { first_name: 'Nia', email: 'nia@example.org', password: 'Captcha-pass-1' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.recaptchaResponse).toEqual(['Captcha is Required']);
    expect(fake().received).toEqual([]);
  });

  it('checks instant signup and the enquiry forms the same way', async () => {
    const instant = (recaptchaResponse: string) =>
      server().call('POST', '/auth/instant-signup', {
        json: {
          first_name: 'Ian',
          email: `ian${++people}@example.org`,
          password: 'Captcha-pass-1',
          recaptchaResponse,
        },
      });
    expect((await instant('wrong')).status).toBe(422);
    expect((await instant(fake().solved)).status).toBe(201);
    const enquiry = (recaptchaResponse: string) =>
      server().call('POST', '/enquiries', {
        json: { ...VALID_ENQUIRY, recaptchaResponse },
      });
    const refused = await enquiry('wrong');
    expect(refused.status).toBe(422);
    expect(refused.body.error.recaptchaResponse).toEqual([CAPTCHA_MESSAGES.failed]);
    expect((await enquiry(fake().solved)).status).toBe(201);
    expect(fake().received.map((r) => r.response)).toEqual(['wrong', fake().solved, 'wrong', fake().solved]);
  });
});

describe('when the provider cannot answer, the form is refused with a clear message (503, not 500)', () => {
  const unavailable = {
    message: 'The captcha could not be checked just now. Please try again in a moment.',
    error: {
      recaptchaResponse: ['The captcha could not be checked just now. Please try again in a moment.'],
    },
  };

  it.each([
    ['it does not answer in time', 'hang'],
    ['it fails (HTTP 500, no JSON)', 'fail'],
  ] as const)('%s', async (_case, mode) => {
    fake().mode = mode;
    const { form, email } = signupForm(fake().solved);
    const res = await server().call('POST', '/auth/signup', { form });
    expect(res.status).toBe(503);
    expect(res.body).toEqual(unavailable);
    expect(fake().received).toHaveLength(1);
    expect(await accountOf(email)).toBeUndefined();
  });

  it('it is down (connection refused)', async () => {
    const down = await startFakeRecaptcha();
    await down.close();
    const offline = await startTestServer({ captchaSecret: down.secret, captchaVerifyUrl: down.url });
    try {
      const { form } = signupForm(down.solved);
      const res = await offline.call('POST', '/auth/signup', { form });
      expect(res.status).toBe(503);
      expect(res.body).toEqual(unavailable);
    } finally {
      await offline.close();
    }
  });

  it('it refuses our secret (a wrong RECAPTCHA_SECRET is not the visitor’s fault)', async () => {
    const misconfigured = await startTestServer({
      captchaSecret: 'not-the-secret',
      captchaVerifyUrl: fake().url,
    });
    try {
      const { form } = signupForm(fake().solved);
      const res = await misconfigured.call('POST', '/auth/signup', { form });
      expect(res.status).toBe(503);
      expect(res.body).toEqual(unavailable);
      expect(fake().received.map((r) => r.secret)).toEqual(['not-the-secret']);
    } finally {
      await misconfigured.close();
    }
  });
});

describe('without RECAPTCHA_SECRET', () => {
  it('development: any non-empty answer passes (the offline double), an empty one is required', async () => {
    const dev = await startTestServer({ captchaSecret: undefined, production: false });
    try {
      expect((await dev.call('POST', '/auth/signup', { form: signupForm('anything').form })).status).toBe(
        201,
      );
      const empty = await dev.call('POST', '/auth/signup', { form: signupForm('  ').form });
      expect(empty.body.error.recaptchaResponse).toEqual(['Captcha is Required']);
    } finally {
      await dev.close();
    }
  });

  it('production: nothing passes (the start check refuses this; the form fails closed all the same)', async () => {
    const prod = await startTestServer({ captchaSecret: undefined, production: true });
    try {
      const { form, email } = signupForm('anything');
      const res = await prod.call('POST', '/auth/signup', { form });
      expect(res.status).toBe(503);
      expect(
        await prod.api.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute(),
      ).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});
