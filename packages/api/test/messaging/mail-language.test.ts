import { describe, expect, it } from 'vitest';
import { ensurePackages } from '../../src/seed/seed-demo';
import { startFakeTwilio } from '../fixtures/fake-twilio';
import { createUser } from '../fixtures/people';
import { serverWithFake } from '../fixtures/server-with-fake';

/**
 * Mail and text messages go out in the recipient's saved language (issue 26), English when they chose none;
 * read as a developer would, in the development mailbox (and the SMS API's fake).
 */
const { server, fake: twilio } = serverWithFake(startFakeTwilio, (fake) => ({ smsUrl: fake.smsUrl }));

interface Mail {
  subject: string;
  text: string;
  html: string;
}
const mailbox = async (to: string): Promise<Mail[]> =>
  (await server().call('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`)).body.data.results;

const forgotPassword = async (email: string) => {
  await server().call('POST', '/auth/forget-password', { json: { email } });
  return (await mailbox(email))[0] as Mail;
};

const signup = (fields: Record<string, string>) => {
  const form = new FormData();
  const all = {
    first_name: 'Layla',
    last_name: 'Haddad',
    password: 'Engine-1843',
    status: 'STUDENT',
    recaptchaResponse: 'dev-token',
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) form.append(key, value);
  return server().call('POST', '/auth/signup', { form });
};

describe('mail in the recipient’s language', () => {
  it('a signup may say its language: saved, and the verification mail written in it', async () => {
    await ensurePackages(server().api.ctx);
    const res = await signup({ email: 'layla@modkit.test', language: 'ar' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.language).toBe('ar');
    const [mail] = await mailbox('layla@modkit.test');
    expect(mail?.subject).toBe('تأكيد حسابك على modkit');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    const refused = await signup({ email: 'layla.two@modkit.test', language: 'arabic' });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({ language: ['Language must be one of en, es, ar.'] });
  });

  it('a password reset in Spanish for a user who chose Spanish', async () => {
    const user = await createUser(server().api.ctx, { email: 'lucia@modkit.test', language: 'es' });
    const mail = await forgotPassword(user.email);
    expect(mail.subject).toBe('Restablece tu contraseña de modkit');
    expect(mail.text).toContain('Alguien ha pedido restablecer tu contraseña.');
    expect(mail.text).toContain('Elegir una nueva contraseña:');
    expect(mail.html).toContain('<html lang="es" dir="ltr">');
  });

  it('a password reset in English for a user who chose no language (the texts as before)', async () => {
    const user = await createUser(server().api.ctx, { email: 'no.choice@modkit.test' });
    const mail = await forgotPassword(user.email);
    expect(mail.subject).toBe('Reset your modkit password');
    expect(mail.text).toContain('Someone asked to reset your password.');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('a new address’s verification in Arabic, right to left, when the same save chooses Arabic', async () => {
    const user = await createUser(server().api.ctx, { email: 'omar.old@modkit.test' });
    const form = new FormData();
    form.append('language', 'ar');
    form.append('email', 'omar.new@modkit.test');
    expect((await server().call('PATCH', '/users/profile', { token: user.token, form })).status).toBe(200);
    const [mail] = await mailbox('omar.new@modkit.test');
    expect(mail?.subject).toBe('تأكيد حسابك على modkit');
    expect(mail?.text).toContain('يُرجى تأكيد عنوان بريدك الإلكتروني لبدء التعلّم.');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('an invitation mailed and texted in Spanish to a learner who chose Spanish', async () => {
    await ensurePackages(server().api.ctx);
    await createUser(server().api.ctx, {
      email: 'pablo@modkit.test',
      phone: '+91-9876543210',
      country_code: '+91',
      language: 'es',
    });
    const mentor = await createUser(server().api.ctx, {
      role: 'MENTOR',
      first_name: 'Rosa',
      last_name: 'Diaz',
      max_invites: 5,
    });
    const res = await server().call('POST', '/users/invite', {
      token: mentor.token,
      json: { email: 'pablo@modkit.test', phone: '+91-9876543210', country_code: '+91' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [mail] = await mailbox('pablo@modkit.test');
    expect(mail?.subject).toBe('Rosa Diaz te invita a modkit');
    expect(mail?.text).toContain('Rosa Diaz te invita a aprender en modkit bajo su mentoría.');
    expect(twilio().received).toEqual([
      expect.objectContaining({
        to: '+919876543210',
        body: `Rosa Diaz te invita a aprender en modkit bajo su mentoría: ${res.body.data.link}`,
      }),
    ]);
    // The API's own answer stays the spec's English (the wire format).
    expect(res.body.message).toBe('Invite sent successfully.');
  });
});
