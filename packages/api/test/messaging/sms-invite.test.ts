import { InviteResponse } from '@modkit/sdk/contract';
import { describe, expect, it } from 'vitest';
import { parseSmsUrl } from '../../src/messaging/sms-url';
import { startFakeTwilio } from '../fixtures/fake-twilio';
import { createUser, invitesLeft } from '../fixtures/people';
import { serverWithFake } from '../fixtures/server-with-fake';
import { startTestServer, type TestServer } from '../support/harness';

/**
 * Phone invitations (part 2, Invite New Learners) are texted when `SMS_URL` names an SMS API of Twilio's shape —
 * here a local fake over real HTTP. The answer keeps the spec's 'Invite sent successfully.' and the link to copy,
 * and says in `data.text_sent` whether the text went out.
 */
const { server, fake: twilio } = serverWithFake(startFakeTwilio, (fake) => ({
  smsUrl: fake.smsUrl,
  smsTimeoutMs: 1_500,
}));

const mentorOf = (on: TestServer) =>
  createUser(on.api.ctx, { role: 'MENTOR', first_name: 'Rosa', last_name: 'Diaz', max_invites: 10 });
/** What the SDK's inviteLearner sends for India (+91) 98765 43210. */
const PHONE_INVITE = { phone: '+91-9876543210', country_code: '+91' };
const invite = (on: TestServer, token: string, json: object) =>
  on.call('POST', '/users/invite', { token, json });

describe('with SMS_URL', () => {
  it('texts the invite link to the phone (E.164), from the configured number, with basic auth', async () => {
    const mentor = await mentorOf(server());
    const res = await invite(server(), mentor.token, PHONE_INVITE);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Invite sent successfully.');
    expect(res.body.data).toEqual({
      link: expect.stringMatching(/\/my-library\?value=[\w-]+\.[\w-]+\.[\w-]+$/),
      email: null,
      phone: '+91-9876543210',
      text_sent: true,
    });
    expect(twilio().received).toEqual([
      {
        path: `/2010-04-01/Accounts/${twilio().accountSid}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${twilio().accountSid}:${twilio().authToken}`).toString('base64')}`,
        to: '+919876543210',
        from: '+15550001111',
        messagingServiceSid: null,
        body: `Rosa Diaz invites you to learn with them on modkit: ${res.body.data.link}`,
      },
    ]);
    expect(await invitesLeft(server().api.ctx, mentor.id)).toBe(9);
    expect(InviteResponse.parse(res.body)).toEqual(res.body);
  });

  it('a bare number with its country code (the widget form) is texted too; e-mail and phone both go', async () => {
    const mentor = await mentorOf(server());
    const res = await invite(server(), mentor.token, {
      email: 'kid@school.test',
      phone: '501234567',
      country_code: 'UAE (+971)',
    });
    expect(res.body.data).toMatchObject({
      email: 'kid@school.test',
      phone: '+971-501234567',
      text_sent: true,
    });
    expect(twilio().received.map((r) => r.to)).toEqual(['+971501234567']);
    const mail = await server().call('GET', '/dev/mailbox?to=kid@school.test');
    expect(mail.body.data.results[0].text).toContain(res.body.data.link);
  });

  it('an e-mail invite sends no text', async () => {
    const mentor = await mentorOf(server());
    const res = await invite(server(), mentor.token, { email: 'only-mail@school.test' });
    expect(res.body.data.text_sent).toBe(false);
    expect(twilio().received).toEqual([]);
  });

  it('a wrong phone length is still the spec’s field error, and nothing is texted or spent', async () => {
    const mentor = await mentorOf(server());
    const res = await invite(server(), mentor.token, { phone: '+91-98765', country_code: '+91' });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ phone: ['Phone number length is invalid'] });
    expect(twilio().received).toEqual([]);
    expect(await invitesLeft(server().api.ctx, mentor.id)).toBe(10);
  });

  it.each([
    ['does not answer in time', 'hang'],
    ['fails (HTTP 500)', 'fail'],
  ] as const)(
    'when the SMS API %s, the invite answers text_sent false with the link to share',
    async (_c, mode) => {
      twilio().mode = mode;
      const mentor = await mentorOf(server());
      const res = await invite(server(), mentor.token, PHONE_INVITE);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Invite sent successfully.');
      expect(res.body.data.text_sent).toBe(false);
      expect(res.body.data.link).toMatch(/\/my-library\?value=/);
      expect(twilio().received).toHaveLength(1);
    },
  );

  it('a wrong auth token is refused by the API (401): text_sent false', async () => {
    const wrong = await startTestServer({
      smsUrl: twilio().smsUrl.replace(twilio().authToken, 'not-the-token'),
    });
    try {
      const mentor = await mentorOf(wrong);
      const res = await invite(wrong, mentor.token, PHONE_INVITE);
      expect(res.body.data.text_sent).toBe(false);
      expect(twilio().received.map((r) => r.authorization)).toEqual([
        `Basic ${Buffer.from(`${twilio().accountSid}:not-the-token`).toString('base64')}`,
      ]);
    } finally {
      await wrong.close();
    }
  });

  it('sends from a Messaging Service when SMS_URL names one', async () => {
    const service = `MG${'a'.repeat(32)}`;
    const viaService = await startTestServer({
      smsUrl: twilio().smsUrl.replace(/\?.*$/, `?messagingServiceSid=${service}`),
    });
    try {
      const mentor = await mentorOf(viaService);
      expect((await invite(viaService, mentor.token, PHONE_INVITE)).body.data.text_sent).toBe(true);
      expect(twilio().received[0]).toMatchObject({ from: null, messagingServiceSid: service });
    } finally {
      await viaService.close();
    }
  });
});

describe('without SMS_URL', () => {
  it('answers as before: the spec message, the link to copy, text_sent false', async () => {
    const plain = await startTestServer({ smsUrl: undefined });
    try {
      const mentor = await mentorOf(plain);
      const res = await invite(plain, mentor.token, PHONE_INVITE);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Invite sent successfully.');
      expect(res.body.data).toMatchObject({ phone: '+91-9876543210', text_sent: false });
      expect(res.body.data.link).toMatch(/\/my-library\?value=/);
      expect(twilio().received).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

describe('SMS_URL', () => {
  it.each([
    [
      'twilio://AC1:tok@api.twilio.com?from=%2B15550001111',
      {
        baseUrl: 'https://api.twilio.com',
        accountSid: 'AC1',
        authToken: 'tok',
        from: '+15550001111',
        local: false,
      },
    ],
    // An unencoded '+' reads as a space: taken back.
    [
      'twilio://AC1:t%40k@127.0.0.1:8081?from=+15550001111',
      {
        baseUrl: 'http://127.0.0.1:8081',
        accountSid: 'AC1',
        authToken: 't@k',
        from: '+15550001111',
        local: true,
      },
    ],
  ])('%s → %j', (value, location) => expect(parseSmsUrl(value)).toEqual({ location }));

  it.each([
    ['https://api.twilio.com', 'must be twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com?from=%2B15550001111'],
    [
      'twilio://api.twilio.com?from=%2B15550001111',
      'the account SID and auth token go before the @: twilio://SID:TOKEN@api.twilio.com',
    ],
    [
      'twilio://AC1:tok@api.twilio.com',
      'the sender is missing: ?from=%2B15550001111 (a number) or ?messagingServiceSid=MG…',
    ],
    [
      'twilio://AC1:tok@api.twilio.com?from=5550001111x',
      'from must be a phone number in E.164 form, e.g. %2B15550001111',
    ],
    [
      'twilio://AC1:tok@api.twilio.com?to=%2B15550001111',
      "unknown query key 'to' (known: from, messagingServiceSid)",
    ],
  ])('%s → %s', (value, problem) => expect(parseSmsUrl(value)).toEqual({ problem }));
});
