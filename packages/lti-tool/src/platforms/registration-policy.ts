import type { FetchPolicy } from './safe-fetch';

/** What dynamic registration may do, from the environment (README "Dynamic Registration"). */
export interface RegistrationPolicy {
  /** A platform that registers itself stays pending until an administrator approves it. */
  requireApproval: boolean;
  /** How the platform's configuration and registration endpoint are fetched. */
  fetch: FetchPolicy;
}

const TIMEOUT_MS = 5000;
const MAX_BYTES = 256 * 1024;

function flag(value: string | undefined): boolean | undefined {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

/**
 * Approval is required by default in production (NODE_ENV=production) and not in development;
 * `LTI_REQUIRE_APPROVAL=true|false` or the option decide otherwise. Configuration URLs must be https
 * (http too in development) on public addresses; `LTI_REGISTRATION_ALLOW_PRIVATE=true` (or the option)
 * lets development and tests register a platform on this machine or network, and refuses to start in
 * production.
 */
export function registrationPolicy(input: {
  production: boolean;
  requireApproval?: boolean;
  allowPrivate?: boolean;
  env?: NodeJS.ProcessEnv;
}): RegistrationPolicy {
  const env = input.env ?? process.env;
  const requireApproval = input.requireApproval ?? flag(env.LTI_REQUIRE_APPROVAL) ?? input.production;
  const allowPrivate = input.allowPrivate ?? flag(env.LTI_REGISTRATION_ALLOW_PRIVATE) ?? false;
  if (allowPrivate && input.production) {
    throw new Error(
      'LTI_REGISTRATION_ALLOW_PRIVATE (registrationAllowPrivate) is for development and tests: it cannot be used in production (NODE_ENV=production).',
    );
  }
  return {
    requireApproval,
    fetch: { allowHttp: !input.production, allowPrivate, timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES },
  };
}
