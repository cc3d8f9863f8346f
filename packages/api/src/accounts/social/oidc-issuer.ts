import type { SocialProvider } from '@modkit/sdk/contract';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import { HttpError } from '../../http/http-error';
import { PROVIDER_TIMEOUT_MS, providerFetch, providerJson, rejected, unavailable } from './social-errors';

/** The parts of an OpenID Provider's configuration (`/.well-known/openid-configuration`) sign-in uses. */
export interface OpenIdConfiguration {
  issuer: string;
  jwks_uri: string;
  authorization_endpoint?: string;
  token_endpoint?: string;
}

/** How long a fetched configuration is trusted before it is fetched again (keys rotate through jwks_uri). */
const CONFIGURATION_TTL_MS = 60 * 60_000;
/** Only asymmetric signatures: an ID token is verified with the provider's published keys. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384'];
/** How far the clocks may disagree: a token still verifies this many seconds after its `exp`. */
export const ID_TOKEN_CLOCK_TOLERANCE_S = 30;

/**
 * One OpenID Provider (Google, LinkedIn, a test provider): its configuration, discovered from the issuer and
 * checked to name that issuer, and its key set (jose's remote JWKS: cached, refetched for an unknown key id).
 */
export function openIdIssuer(provider: SocialProvider, issuer: string) {
  const base = issuer.replace(/\/+$/, '');
  let configuration: { at: number; value: Promise<OpenIdConfiguration> } | null = null;
  let keys: { uri: string; set: ReturnType<typeof createRemoteJWKSet> } | null = null;

  async function discover(): Promise<OpenIdConfiguration> {
    const answer = await providerFetch(provider, `${base}/.well-known/openid-configuration`);
    if (!answer.ok) throw unavailable(provider);
    const doc = await providerJson<Partial<OpenIdConfiguration>>(provider, answer);
    // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched from.
    if (doc.issuer?.replace(/\/+$/, '') !== base || typeof doc.jwks_uri !== 'string')
      throw unavailable(provider);
    return doc as OpenIdConfiguration;
  }

  async function current(now = Date.now()): Promise<OpenIdConfiguration> {
    if (!configuration || now - configuration.at > CONFIGURATION_TTL_MS) {
      const value = discover();
      configuration = { at: now, value };
      // A failure is not cached: the next sign-in asks again.
      value.catch(() => {
        if (configuration?.value === value) configuration = null;
      });
    }
    return configuration.value;
  }

  return {
    configuration: current,
    /**
     * Verifies an ID token: signature by one of the provider's keys, `iss` (the discovered issuer, or one of
     * `alsoIssuers`), `aud` = our client id (and `azp`, when there are several audiences), `exp` (required,
     * as OpenID Connect requires it)/`iat`/`nbf`.
     */
    async verify(idToken: string, audience: string, alsoIssuers: string[] = []): Promise<JWTPayload> {
      const config = await current();
      if (keys?.uri !== config.jwks_uri) {
        keys = {
          uri: config.jwks_uri,
          set: createRemoteJWKSet(new URL(config.jwks_uri), { timeoutDuration: PROVIDER_TIMEOUT_MS }),
        };
      }
      try {
        const { payload } = await jwtVerify(idToken, keys.set, {
          issuer: [config.issuer, ...alsoIssuers],
          audience,
          algorithms: ALGORITHMS,
          requiredClaims: ['exp'],
          clockTolerance: ID_TOKEN_CLOCK_TOLERANCE_S,
        });
        if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== audience)
          throw rejected(provider);
        if (typeof payload.sub !== 'string' || !payload.sub) throw rejected(provider);
        return payload;
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if (error instanceof errors.JOSEError) {
          // The key set could not be fetched or read (timeout, not 200, not JSON, not a key set): the
          // provider's side. Every other JOSE error is about the token.
          const keySetTrouble = ['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC'].includes(
            error.code,
          );
          throw keySetTrouble ? unavailable(provider) : rejected(provider);
        }
        // A network failure while fetching the keys.
        throw unavailable(provider);
      }
    },
  };
}
