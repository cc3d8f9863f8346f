import type { ApiConfig } from '../config/config';
import { parseSmsUrl, type SmsLocation } from './sms-url';

/** How long the SMS API may take before the text counts as not sent. */
const SMS_TIMEOUT_MS = 8_000;

/** Sends one text message; resolves to whether the provider accepted it (never throws). */
export interface SmsSender {
  send(to: string, body: string): Promise<{ sent: true; id: string } | { sent: false; reason: string }>;
}

/** 'code-number' ('+91-9876543210', as stored and sent by the invite form) → E.164 ('+919876543210'). */
export function e164Of(phone: string): string | null {
  const match = phone.match(/^\+(\d{1,4})-(\d{4,14})$/);
  return match ? `+${match[1]}${match[2]}` : null;
}

/**
 * Twilio's Messages API: `POST {base}/2010-04-01/Accounts/{sid}/Messages.json`, basic auth `sid:token`, form
 * `To`, `From` (or `MessagingServiceSid`), `Body`; 201 with the message's `sid`, else `{ code, message }`.
 */
function createTwilioSms(location: SmsLocation, timeoutMs = SMS_TIMEOUT_MS): SmsSender {
  const endpoint = `${location.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(location.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${location.accountSid}:${location.authToken}`).toString('base64')}`;
  return {
    async send(to, body) {
      const form = new URLSearchParams({ To: to, Body: body });
      if (location.messagingServiceSid) form.set('MessagingServiceSid', location.messagingServiceSid);
      else if (location.from) form.set('From', location.from);
      try {
        const answer = await fetch(endpoint, {
          method: 'POST',
          headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
        const json = (await answer.json().catch(() => ({}))) as {
          sid?: unknown;
          code?: unknown;
          message?: unknown;
        };
        if (answer.ok && typeof json.sid === 'string') return { sent: true, id: json.sid };
        return {
          sent: false,
          reason: `HTTP ${answer.status} ${String(json.code ?? '')} ${String(json.message ?? '')}`.trim(),
        };
      } catch (error) {
        return { sent: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** The sender of `SMS_URL`, or null without one (phone invitations then rely on the link to copy). */
export function smsSenderFor(config: ApiConfig): SmsSender | null {
  if (!config.smsUrl) return null;
  const parsed = parseSmsUrl(config.smsUrl);
  // The start check reports a bad SMS_URL; a server built without it (tests) must not guess.
  if ('problem' in parsed) throw new Error(`SMS_URL: ${parsed.problem}`);
  return createTwilioSms(parsed.location, config.smsTimeoutMs);
}
