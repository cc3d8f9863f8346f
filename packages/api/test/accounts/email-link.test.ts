import { describe, expect, it } from 'vitest';
import {
  EMAIL_LINK_SENT,
  LIVE_LINKS_PER_ADDRESS,
  SIGN_IN_LINK_INVALID,
  SIGN_UP_LINK_INVALID,
} from '../../src/accounts/email-links';
import { ensurePackages } from '../../src/seed/seed-demo';
import { startFakeRecaptcha } from '../fixtures/fake-recaptcha';
import { serverWithFake } from '../fixtures/server-with-fake';

/**
 * Signing in and up without a puzzle (WCAG 3.3.8 Accessible Authentication): POST /auth/email-link mails a
 * one-time link, a sign-in link to an address with an account and a sign-up link to one without, whose token
 * stands in for the sign-up form's captcha. The server checks reCAPTCHA with a secret here (a local fake that
 * speaks Google's protocol), as production does: the link is a way in beside it, not around it.
 */
const { server, fake } = serverWithFake(startFakeRecaptcha, (recaptcha) => ({
  publicUrl: 'http://app.test',
  captchaSecret: recaptcha.secret,
  captchaVerifyUrl: recaptcha.url,
}));

let people = 0;
const freshAddress = (tag: string) => `${tag}${++people}.${Date.now()}@example.org`;

/** The newest mail to an address in the development mailbox. */
async function latestMail(to: string): Promise<{ subject: string; text: string } | undefined> {
  const res = await server().call('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`);
  return res.body.data.results[0];
}

/** The mails to an address. */
async function mailsTo(to: string): Promise<unknown[]> {
  return (await server().call('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`)).body.data.results;
}

/** Asks for a link and waits for its mail; returns the mail and the token and address its link carries. */
async function requestLink(email: string, language?: string) {
  const before = (await mailsTo(email)).length;
  const res = await server().call('POST', '/auth/email-link', {
    json: { email, ...(language ? { language } : {}) },
  });
  expect(res).toEqual({ status: 200, body: { data: null, message: EMAIL_LINK_SENT } });
  await expect.poll(async () => (await mailsTo(email)).length).toBe(before + 1);
  const mail = (await latestMail(email))!;
  const link = new URL(/http:\/\/app\.test\/\S+/.exec(mail.text)![0]);
  return { mail, link, token: link.searchParams.get('token') ?? link.searchParams.get('email_token') ?? '' };
}

/** A sign-up form as the app sends it, with a sign-up link's token in place of the captcha. */
function signupForm(email: string, fields: Record<string, string>) {
  const form = new FormData();
  const all = {
    first_name: 'Lin',
    last_name: 'Kay',
    email,
    password: 'Linked-pass-1',
    status: 'STUDENT',
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  return form;
}

async function signUpWithCaptcha(email: string) {
  await ensurePackages(server().api.ctx);
  const res = await server().call('POST', '/auth/signup', {
    form: signupForm(email, { recaptchaResponse: fake().solved, language: 'es' }),
  });
  expect(res.status).toBe(201);
}

describe('a sign-in link for an address with an account', () => {
  it('signs in once with no password and no captcha, with the login’s answer, in the account’s language', async () => {
    const email = freshAddress('known');
    await signUpWithCaptcha(email);
    const { mail, link, token } = await requestLink(email);
    expect(link.pathname).toBe('/sign-in-link');
    expect(mail.subject).toBe('Tu enlace para entrar en modkit');
    const res = await server().call('POST', '/auth/email-link/sign-in', {
      json: { token, machine_id: 'm-1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe(email);
    expect(res.body.meta.token).toEqual(expect.any(String));
    const profile = await server().call('GET', '/users/profile', { token: res.body.meta.token });
    expect(profile.body.data.email).toBe(email);
    // A link works once.
    expect(await server().call('POST', '/auth/email-link/sign-in', { json: { token } })).toEqual({
      status: 400,
      body: { message: SIGN_IN_LINK_INVALID, error: {} },
    });
  });

  it('is refused when unknown, or when it is a sign-up link', async () => {
    expect(await server().call('POST', '/auth/email-link/sign-in', { json: { token: 'made-up' } })).toEqual({
      status: 400,
      body: { message: SIGN_IN_LINK_INVALID, error: {} },
    });
    const { token } = await requestLink(freshAddress('stranger'));
    expect((await server().call('POST', '/auth/email-link/sign-in', { json: { token } })).status).toBe(400);
  });

  it('answers an address with an account and one without the same way, and a bad address with its field', async () => {
    const email = freshAddress('same');
    await signUpWithCaptcha(email);
    const known = await server().call('POST', '/auth/email-link', { json: { email } });
    const unknown = await server().call('POST', '/auth/email-link', {
      json: { email: freshAddress('none') },
    });
    expect(known).toEqual(unknown);
    expect(await server().call('POST', '/auth/email-link', { json: { email: '' } })).toMatchObject({
      status: 422,
      body: { error: { email: [expect.any(String)] } },
    });
  });

  it(`sends nothing more while the address holds ${LIVE_LINKS_PER_ADDRESS} unused links`, async () => {
    const email = freshAddress('many');
    for (let i = 0; i < LIVE_LINKS_PER_ADDRESS; i++) await requestLink(email);
    const res = await server().call('POST', '/auth/email-link', { json: { email } });
    expect(res.body.message).toBe(EMAIL_LINK_SENT);
    const count = await server()
      .api.ctx.db.selectFrom('email_links')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(LIVE_LINKS_PER_ADDRESS);
    expect(await mailsTo(email)).toHaveLength(LIVE_LINKS_PER_ADDRESS);
  });
});

describe('expired links', () => {
  it('are swept when a new link is issued, used or not; live ones stay', async () => {
    const expired = freshAddress('expired');
    const used = freshAddress('used');
    const live = freshAddress('live');
    await requestLink(expired);
    await ensurePackages(server().api.ctx);
    const { token } = await requestLink(used);
    expect(
      (await server().call('POST', '/auth/signup', { form: signupForm(used, { email_token: token }) }))
        .status,
    ).toBe(201);
    const linksOf = async (email: string) =>
      (await server().api.ctx.db.selectFrom('email_links').select('id').where('email', '=', email).execute())
        .length;
    const ctx = server().api.ctx;
    const realNow = ctx.now;
    // An hour and a minute later (a sign-up link's hour is over), a link asked by another address.
    ctx.now = () => realNow() + 61 * 60_000;
    try {
      await requestLink(live);
    } finally {
      ctx.now = realNow;
    }
    expect(await linksOf(expired)).toBe(0);
    expect(await linksOf(used)).toBe(0);
    expect(await linksOf(live)).toBe(1);
  });
});

describe('a sign-up link for an address without one', () => {
  it('lets the sign-up form in without the captcha, for that address, once, and the account starts verified', async () => {
    await ensurePackages(server().api.ctx);
    const email = freshAddress('new');
    const { mail, link, token } = await requestLink(email, 'ar');
    expect(link.pathname).toBe('/signup');
    expect(link.searchParams.get('email')).toBe(email);
    expect(mail.subject).toBe('أكمل التسجيل في modkit');
    const asked = fake().received.length;

    // Another address than the link's is refused, on the link's field.
    const other = await server().call('POST', '/auth/signup', {
      form: signupForm(freshAddress('other'), { email_token: token }),
    });
    expect(other).toEqual({
      status: 422,
      body: expect.objectContaining({ error: { email_token: [SIGN_UP_LINK_INVALID] } }),
    });

    const res = await server().call('POST', '/auth/signup', {
      form: signupForm(email, { email_token: token }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email, verified: true });
    // The provider was never asked, and no verification mail followed the link's.
    expect(fake().received.length).toBe(asked);
    expect(await mailsTo(email)).toHaveLength(1);

    const again = await server().call('POST', '/auth/signup', {
      form: signupForm(freshAddress('again'), { email_token: token }),
    });
    expect(again.status).toBe(422);
  });

  it('without a link or a captcha the form still asks for the captcha', async () => {
    const res = await server().call('POST', '/auth/signup', { form: signupForm(freshAddress('bare'), {}) });
    expect(res).toMatchObject({
      status: 422,
      body: { error: { recaptchaResponse: ['Captcha is Required'] } },
    });
  });
});
