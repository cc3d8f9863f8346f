import { openIdIssuer } from './oidc-issuer';
import { providerFetch, providerJson, rejected, unavailable } from './social-errors';
import { profileOfClaims, type SocialVerifier } from './social-profile';

const LINKEDIN_ISSUER = 'https://www.linkedin.com/oauth';
/** Where the app's callback page is (packages/host-demo/src/app/login/linkedin-oauth.ts). */
export const LINKEDIN_CALLBACK_PATH = '/linkedin-callback';

/**
 * LinkedIn ("Sign In with LinkedIn using OpenID Connect"): the browser sends the authorization code LinkedIn
 * redirected it back with; the server trades it at the token endpoint (client id and secret in the form, the
 * same redirect URI) and verifies the ID token of the answer against LinkedIn's key set, issuer and our client id.
 */
export function linkedinSignIn(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  issuer?: string | undefined;
}): SocialVerifier & { authorizationUrl(): Promise<string | undefined> } {
  const linkedin = openIdIssuer('linkedin', options.issuer ?? LINKEDIN_ISSUER);
  return {
    provider: 'linkedin',
    clientId: options.clientId,
    async authorizationUrl() {
      try {
        return (await linkedin.configuration()).authorization_endpoint;
      } catch {
        return undefined;
      }
    },
    async verify(code) {
      const { token_endpoint } = await linkedin.configuration();
      if (!token_endpoint) throw unavailable('linkedin');
      const answer = await providerFetch('linkedin', token_endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: options.redirectUri,
          client_id: options.clientId,
          client_secret: options.clientSecret,
        }),
      });
      if (!answer.ok) {
        // invalid_grant: the code is wrong, used, expired or another app's; invalid_client: our id or secret
        // (configuration); anything else is LinkedIn's trouble.
        const { error } = await answer.json().catch(() => ({}) as { error?: unknown });
        if (answer.status < 500 && error !== 'invalid_client' && error !== 'unauthorized_client')
          throw rejected('linkedin');
        throw unavailable('linkedin');
      }
      const tokens = await providerJson<{ id_token?: unknown }>('linkedin', answer);
      if (typeof tokens.id_token !== 'string') throw unavailable('linkedin');
      const claims = await linkedin.verify(tokens.id_token, options.clientId);
      return profileOfClaims('linkedin', claims);
    },
  };
}
