import { createPublicKey, type JsonWebKey, KeyObject } from 'node:crypto';
import { errors, type JWTPayload, jwtVerify } from 'jose';
import { CLAIM } from '../claims';
import type { SignedLogin } from '../login/login-state';
import type { LtiPlatform, LtiProvider } from '../ltijs';
import { keySetFor, publicKeyOf } from '../platforms/key-set-cache';
import type { Refusal } from './launch-checks';
import { readableReason } from './refusal-page';

/** A launch that could not be verified; what ltijs answered for the same (its codes read by `readableReason`). */
const refused = (code: string, status: Refusal['status'] = 401): Refusal => ({
  status,
  reason: readableReason(code),
});

/**
 * The platform's public key for a token signed with `kid`, as ltijs chose it (`Auth.validateToken`): from the
 * key set at its JWKS URL (cached: key-set-cache.ts), its one JWK, or its PEM key; or why there is none.
 */
async function platformKey(platform: LtiPlatform, kid: string): Promise<KeyObject | Refusal> {
  const auth = await platform.platformAuthConfig();
  try {
    if (auth.method === 'JWK_SET') {
      const keys = await keySetFor(auth.key, kid);
      if (!keys) return refused('KEYSET_NOT_FOUND');
      const jwk = keys.find((key) => key.kid === kid);
      return jwk ? publicKeyOf(jwk) : refused('KEY_NOT_FOUND');
    }
    if (auth.method === 'JWK_KEY') {
      if (!auth.key) return refused('KEY_NOT_FOUND');
      const jwk = (typeof auth.key === 'string' ? JSON.parse(auth.key) : auth.key) as JsonWebKey;
      return createPublicKey({ key: jwk, format: 'jwk' });
    }
    if (auth.method === 'RSA_KEY') return auth.key ? createPublicKey(auth.key) : refused('KEY_NOT_FOUND');
  } catch {
    return refused('KEY_NOT_FOUND');
  }
  return refused('AUTHCONFIG_NOT_FOUND');
}

/** jose's refusals in the words ltijs's (jsonwebtoken's) had. */
function verificationRefusal(error: unknown): Refusal {
  if (error instanceof errors.JWSSignatureVerificationFailed) return refused('invalid signature');
  if (error instanceof errors.JWTExpired) return refused('jwt expired');
  if (error instanceof errors.JOSEAlgNotAllowed) return refused('invalid algorithm');
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf')
    return { status: 401, reason: 'The id_token is not valid yet.' };
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'iss')
    return { status: 401, reason: 'The issuer (iss) does not match the login.' };
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud')
    return { status: 401, reason: 'The audience (aud) does not include this tool.' };
  return refused('INVALID_TOKEN');
}

/** The LTI 1.3 core claims ltijs checked after the signature (`Auth.claimValidation`) that checkLaunch does not. */
function claimRefusal(payload: JWTPayload): Refusal | null {
  if (payload[CLAIM.messageType] === 'LtiResourceLinkRequest' && !payload[CLAIM.targetLinkUri])
    return { status: 401, reason: 'The launch names no target link (target_link_uri).' };
  if (!payload[CLAIM.roles]) return refused('NO_ROLES_CLAIM');
  return null;
}

/**
 * Verifies a launch's id_token, after `checkLaunch` and the browser binding passed, as ltijs did before its
 * callbacks (the same refusals): the login's platform, registered and active; its key for the token's `kid`;
 * the RS256 signature (the only algorithm allowed; keys under 2048 bits refused), `exp` and `nbf` at `nowMs`,
 * `iss` the login's, `aud` with this tool's client id; then the core claims. Returns the verified payload (the
 * only one used from here on) and the platform, or a refusal.
 */
export async function verifyIdToken(
  provider: LtiProvider,
  login: SignedLogin,
  idToken: string,
  kid: string,
  nowMs: number,
): Promise<{ payload: JWTPayload; platform: LtiPlatform } | Refusal> {
  const platform = await provider.getPlatform(login.issuer, login.client_id);
  if (!platform) return refused('UNREGISTERED_PLATFORM');
  if (!(await platform.platformActive())) return refused('PLATFORM_NOT_ACTIVATED', 403);
  const key = await platformKey(platform, kid);
  if (!(key instanceof KeyObject)) return key;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, key, {
      algorithms: ['RS256'],
      issuer: login.issuer,
      audience: login.client_id,
      currentDate: new Date(nowMs),
    }));
  } catch (error) {
    return verificationRefusal(error);
  }
  return claimRefusal(payload) ?? { payload, platform };
}
