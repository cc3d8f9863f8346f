import { openIdIssuer } from './oidc-issuer';
import type { UsedIdTokens } from './single-use-id-tokens';
import { rejected } from './social-errors';
import { profileOfClaims, type SocialVerifier } from './social-profile';

const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * Google: the browser sends the ID token Google Identity Services gave it (`accessToken` = token id, part 1
 * §7). Verified with jose against Google's key set (its OpenID configuration's `jwks_uri`): signature, issuer
 * (`https://accounts.google.com`, or `accounts.google.com` as Google also writes it), audience = our client id,
 * expiry; then spent (`usedIdTokens`: a replayed token is refused like a forged one).
 */
export function googleSignIn(
  clientId: string,
  usedIdTokens: UsedIdTokens,
  issuer = GOOGLE_ISSUER,
): SocialVerifier {
  const google = openIdIssuer('google', issuer);
  const alsoIssuers = issuer === GOOGLE_ISSUER ? ['accounts.google.com'] : [];
  return {
    provider: 'google',
    clientId,
    async verify(idToken) {
      if (idToken.split('.').length !== 3) throw rejected('google');
      const claims = await google.verify(idToken, clientId, alsoIssuers);
      // A token the browser hands over could have leaked (a log, a proxy, another tab): it signs in once.
      await usedIdTokens.spend('google', idToken, claims);
      return profileOfClaims('google', claims);
    },
  };
}
