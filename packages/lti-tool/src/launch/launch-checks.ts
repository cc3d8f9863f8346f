import { CLAIM, MESSAGE_TYPES } from '../claims';

/** The login this tool started (state → nonce, issuer, client). */
export interface LoginRecord {
  state: string;
  nonce: string;
  issuer: string;
  client_id: string;
  created_at: string;
  used_at: string | null;
}

export interface LaunchFacts {
  header: Record<string, unknown> | null;
  payload: Record<string, unknown> | null;
  login: LoginRecord | null;
  /** Deployment ids registered for the login's (issuer, client id). */
  deployments: readonly string[];
  nowMs: number;
}

export interface Refusal {
  status: 400 | 401 | 403;
  reason: string;
}

export const LOGIN_TTL_MS = 10 * 60_000;
/** iat may be this far in the future (clock skew) or this old. */
const IAT_SKEW_S = 60;
const IAT_MAX_AGE_S = 300;

const str = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/**
 * The checks of the 1EdTech security framework that ltijs left open or did too loosely, run before the
 * signature is verified (verify-id-token.ts): RS256 with a kid, a state this tool issued (once, in time), the nonce
 * bound to that login, iss, aud and azp, exp/iat, version, message type, a deployment registered for
 * this platform, resource link and sub. Returns null when the launch may go on.
 */
export function checkLaunch({ header, payload, login, deployments, nowMs }: LaunchFacts): Refusal | null {
  if (!header || !payload) return { status: 400, reason: 'The launch does not carry a valid id_token.' };
  if (header.alg !== 'RS256') return { status: 401, reason: 'The id_token must be signed with RS256.' };
  if (!str(header.kid)) return { status: 401, reason: 'The id_token names no signing key (kid).' };
  if (!login) return { status: 401, reason: 'This launch was not started by this tool (unknown state).' };
  if (login.used_at)
    return { status: 401, reason: 'This launch was already used. Open the link again from your course.' };
  if (nowMs - Date.parse(login.created_at) > LOGIN_TTL_MS) {
    return { status: 401, reason: 'The sign-in took too long. Open the link again from your course.' };
  }
  if (payload.iss !== login.issuer)
    return { status: 401, reason: 'The issuer (iss) does not match the login.' };
  if (!str(payload.nonce) || payload.nonce !== login.nonce) {
    return { status: 401, reason: 'The nonce was not issued by this tool for this login.' };
  }
  const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!aud.includes(login.client_id))
    return { status: 401, reason: 'The audience (aud) does not include this tool.' };
  if ((aud.length > 1 || payload.azp !== undefined) && payload.azp !== login.client_id) {
    return { status: 401, reason: 'The authorized party (azp) is not this tool.' };
  }
  const now = nowMs / 1000;
  if (typeof payload.exp !== 'number' || payload.exp <= now)
    return { status: 401, reason: 'The id_token has expired.' };
  if (
    typeof payload.iat !== 'number' ||
    payload.iat > now + IAT_SKEW_S ||
    now - payload.iat > IAT_MAX_AGE_S
  ) {
    return { status: 401, reason: 'The id_token was not issued in the last five minutes.' };
  }
  if (payload[CLAIM.version] !== '1.3.0')
    return { status: 400, reason: 'Only LTI 1.3.0 launches are accepted.' };
  const type = payload[CLAIM.messageType];
  if (!MESSAGE_TYPES.includes(type as (typeof MESSAGE_TYPES)[number])) {
    return { status: 400, reason: 'The message type is not one this tool accepts.' };
  }
  const deployment = payload[CLAIM.deploymentId];
  if (!str(deployment)) return { status: 400, reason: 'The launch names no deployment.' };
  if (!deployments.includes(deployment)) {
    return { status: 403, reason: `Deployment ${deployment} is not registered for this platform.` };
  }
  if (type === 'LtiResourceLinkRequest') {
    const link = payload[CLAIM.resourceLink] as { id?: unknown } | undefined;
    if (!str(link?.id)) return { status: 400, reason: 'The launch names no resource link.' };
  }
  if (!str(payload.sub)) return { status: 400, reason: 'The launch names no user (sub).' };
  return null;
}
