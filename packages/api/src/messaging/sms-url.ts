import { isLoopbackAddress } from '../http/guards/loopback';

/**
 * `SMS_URL=twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com?from=%2B15550001111`: text messages (phone
 * invitations) through an HTTP SMS API of Twilio's shape. `from` is the sending number in E.164 form (`+`
 * written `%2B`); `messagingServiceSid=MG…` sends from a Twilio Messaging Service instead. The host is
 * reached over https; a host on this machine (a test double) over http, which production refuses.
 */
export interface SmsLocation {
  /** `https://api.twilio.com` (or `http://127.0.0.1:port` for a local test server). */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  /** The host is on this machine (a test double). */
  local: boolean;
}

const SMS_URL_QUERY_KEYS = ['from', 'messagingServiceSid'] as const;
const SHAPE = 'must be twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com?from=%2B15550001111';
const E164 = /^\+[1-9]\d{6,14}$/;

const isLocalHost = (host: string) => host === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));

/** The SMS API an SMS_URL names, or the problem with it (one line, for the start check). */
export function parseSmsUrl(value: string): { location: SmsLocation } | { problem: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: SHAPE };
  }
  if (url.protocol !== 'twilio:' || !url.hostname) return { problem: SHAPE };
  if (!url.username || !url.password)
    return { problem: 'the account SID and auth token go before the @: twilio://SID:TOKEN@api.twilio.com' };
  if ((url.pathname && url.pathname !== '/') || url.hash) return { problem: `${SHAPE} (no path)` };
  const local = isLocalHost(url.hostname);
  const location: SmsLocation = {
    baseUrl: `${local ? 'http' : 'https'}://${url.host}`,
    accountSid: decodeURIComponent(url.username),
    authToken: decodeURIComponent(url.password),
    local,
  };
  for (const [key, v] of url.searchParams) {
    if (key === 'from') {
      // An unencoded '+' reads as a space in a query: take it back.
      const from = v.replace(/^ /, '+');
      if (!E164.test(from))
        return { problem: 'from must be a phone number in E.164 form, e.g. %2B15550001111' };
      location.from = from;
    } else if (key === 'messagingServiceSid') {
      if (!/^MG[0-9a-fA-F]{32}$/.test(v))
        return { problem: 'messagingServiceSid must be MG and 32 hex digits' };
      location.messagingServiceSid = v;
    } else {
      return { problem: `unknown query key '${key}' (known: ${SMS_URL_QUERY_KEYS.join(', ')})` };
    }
  }
  if (!location.from && !location.messagingServiceSid)
    return { problem: 'the sender is missing: ?from=%2B15550001111 (a number) or ?messagingServiceSid=MG…' };
  return { location };
}
