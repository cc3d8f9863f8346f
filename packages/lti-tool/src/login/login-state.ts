/**
 * The OIDC login's state, kept by nobody but the browser: the login's facts (issuer, client id, its nonce,
 * when it began, the platform's storage frame, the target link's query) signed with the tool's login key
 * (HMAC-SHA256). A launch reads its login back from the state it carries; a state changed by a single
 * character, or signed with another key, reads as unknown. The nonce is new for each login; the launch
 * records it in its own transaction (`lti_logins`, unique), so a login launches once on any server.
 */
import {
  createHmac,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type { LoginRecord } from '../launch/launch-checks';

/** A login as its state carries it. */
export interface SignedLogin extends LoginRecord {
  /** `<frame> <platform origin>` when the platform offered its postMessage storage, else null. */
  storage_target: string | null;
  /** The query of the target link URI (ltijs passes it on to the launch). */
  query: Record<string, string>;
}

interface StatePayload {
  /** The nonce (and the login's id). */
  n: string;
  i: string;
  c: string;
  /** When the login began (ms). */
  t: number;
  s?: string;
  q?: Record<string, string>;
}

const MAX_STATE_LENGTH = 4096;
const MIN_KEY_LENGTH = 32;

/** The login key, made a key object once (a raw key is prepared again on each HMAC). */
export type LoginKey = KeyObject;

const mac = (key: LoginKey, purpose: string, text: string) =>
  createHmac('sha256', key).update(`${purpose}.${text}`).digest();

/**
 * The key that signs the login states: `LTI_LOGIN_KEY` (or the option), at least 32 characters, the same on
 * every server. Required in production; in development it is derived from the tool's encryption key (so
 * servers that share that key share this one).
 */
export function loginKey(input: {
  production: boolean;
  encryptionKey: string;
  fromOption?: string;
  env?: NodeJS.ProcessEnv;
}): LoginKey {
  const given = input.fromOption ?? (input.env ?? process.env).LTI_LOGIN_KEY ?? '';
  if (given && given.length < MIN_KEY_LENGTH)
    throw new Error(
      `LTI_LOGIN_KEY: must be at least ${MIN_KEY_LENGTH} characters (the same on every server).`,
    );
  if (given) return createSecretKey(Buffer.from(given, 'utf8'));
  if (input.production)
    throw new Error(
      'LTI_LOGIN_KEY: required in production (at least 32 characters, the same on every server: it signs the LMS sign-in state).',
    );
  return createSecretKey(
    Buffer.from(hkdfSync('sha256', input.encryptionKey, 'modkit-lti', 'login-state', 32)),
  );
}

/** A new login: its signed state, its nonce. */
export function issueLoginState(
  key: LoginKey,
  login: { issuer: string; clientId: string; storageTarget: string | null; query: Record<string, string> },
  nowMs: number,
): { state: string; nonce: string } {
  const nonce = randomBytes(18).toString('base64url');
  const payload: StatePayload = { n: nonce, i: login.issuer, c: login.clientId, t: nowMs };
  if (login.storageTarget) payload.s = login.storageTarget;
  if (Object.keys(login.query).length > 0) payload.q = login.query;
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { state: `${body}.${mac(key, 'state', body).toString('base64url')}`, nonce };
}

/** The login a state carries, or null when this tool did not sign it (forged, changed, another key). */
export function readLoginState(key: LoginKey, state: string): SignedLogin | null {
  if (!state || state.length > MAX_STATE_LENGTH) return null;
  const [body = '', signature = '', extra] = state.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, 'state', body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let p: StatePayload;
  try {
    p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as StatePayload;
  } catch {
    return null;
  }
  if (typeof p.n !== 'string' || typeof p.i !== 'string' || typeof p.c !== 'string' || !Number.isFinite(p.t))
    return null;
  return {
    state,
    nonce: p.n,
    issuer: p.i,
    client_id: p.c,
    created_at: new Date(p.t).toISOString(),
    used_at: null,
    storage_target: typeof p.s === 'string' ? p.s : null,
    query: p.q && typeof p.q === 'object' ? p.q : {},
  };
}

/** The secret that binds a login to the browser that began it (its cookie, or the platform's storage). */
export function browserSecret(key: LoginKey, nonce: string): string {
  return mac(key, 'browser', nonce).toString('base64url');
}
