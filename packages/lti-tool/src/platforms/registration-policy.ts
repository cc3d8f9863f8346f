import type { FetchPolicy } from './safe-fetch';

/** What dynamic registration may do, from the environment (README "Dynamic Registration"). */
export interface RegistrationPolicy {
  /** A platform that registers itself stays pending until an administrator approves it. */
  requireApproval: boolean;
  /** How the platform's configuration and registration endpoint are fetched. */
  fetch: FetchPolicy;
  /** Registration attempts one client address may make in 10 minutes (then 429). */
  limitPerIp: number;
}

const TIMEOUT_MS = 5000;
const MAX_BYTES = 256 * 1024;
/** A platform registers once, an administrator retries a few times: 10 attempts in 10 minutes. */
const DEFAULT_LIMIT_PER_IP = 10;

function flag(value: string | undefined): boolean | undefined {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

function positiveInt(value: string | undefined): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * Approval is required by default in production (NODE_ENV=production) and not in development;
 * `LTI_REQUIRE_APPROVAL=true|false` or the option decide otherwise. Configuration URLs must be https
 * (http too in development) on public addresses; `LTI_REGISTRATION_ALLOW_PRIVATE=true` (or the option)
 * lets development and tests register a platform on this machine or network, and refuses to start in
 * production. One client address may attempt `LTI_REGISTRATION_LIMIT_PER_IP` registrations (or the
 * option; default 10) in 10 minutes.
 */
export function registrationPolicy(input: {
  production: boolean;
  requireApproval?: boolean;
  allowPrivate?: boolean;
  limitPerIp?: number;
  env?: NodeJS.ProcessEnv;
}): RegistrationPolicy {
  const env = input.env ?? process.env;
  const requireApproval = input.requireApproval ?? flag(env.LTI_REQUIRE_APPROVAL) ?? input.production;
  const allowPrivate = input.allowPrivate ?? flag(env.LTI_REGISTRATION_ALLOW_PRIVATE) ?? false;
  if (input.limitPerIp !== undefined && !(Number.isSafeInteger(input.limitPerIp) && input.limitPerIp > 0)) {
    throw new Error('registrationLimitPerIp must be a positive whole number.');
  }
  const limitPerIp =
    input.limitPerIp ?? positiveInt(env.LTI_REGISTRATION_LIMIT_PER_IP) ?? DEFAULT_LIMIT_PER_IP;
  if (allowPrivate && input.production) {
    throw new Error(
      'LTI_REGISTRATION_ALLOW_PRIVATE (registrationAllowPrivate) is for development and tests: it cannot be used in production (NODE_ENV=production).',
    );
  }
  return {
    requireApproval,
    fetch: { allowHttp: !input.production, allowPrivate, timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES },
    limitPerIp,
  };
}
