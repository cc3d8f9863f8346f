import type { AuthProvider, SocialProvider } from '@modkit/sdk/contract';
import type { ApiConfig } from '../../config/config';
import { facebookSignIn } from './facebook-sign-in';
import { googleSignIn } from './google-sign-in';
import { LINKEDIN_CALLBACK_PATH, linkedinSignIn } from './linkedin-sign-in';
import type { UsedIdTokens } from './single-use-id-tokens';
import type { SocialVerifier } from './social-profile';

/** The spec's order of the buttons (part 1 §2.4: Facebook, Google and LinkedIn). */
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['facebook', 'google', 'linkedin'];

export interface SocialLogins {
  verifier(provider: SocialProvider): SocialVerifier | undefined;
  /** What the login and signup screens need to show and start the configured providers. */
  list(): Promise<AuthProvider[]>;
}

/**
 * The providers the configuration switches on, each with its keys and discovery cached for this server;
 * Google spends each ID token the browser sends once in `usedIdTokens`.
 */
export function socialLoginsFor(config: ApiConfig, usedIdTokens: UsedIdTokens): SocialLogins {
  const redirectUri = `${config.publicUrl}${LINKEDIN_CALLBACK_PATH}`;
  const linkedin =
    config.linkedinClientId && config.linkedinClientSecret
      ? linkedinSignIn({
          clientId: config.linkedinClientId,
          clientSecret: config.linkedinClientSecret,
          redirectUri,
          issuer: config.linkedinIssuer,
        })
      : undefined;
  const verifiers: Partial<Record<SocialProvider, SocialVerifier>> = {
    google: config.googleClientId
      ? googleSignIn(config.googleClientId, usedIdTokens, config.googleIssuer)
      : undefined,
    facebook:
      config.facebookAppId && config.facebookAppSecret
        ? facebookSignIn({
            appId: config.facebookAppId,
            appSecret: config.facebookAppSecret,
            graphUrl: config.facebookGraphUrl,
          })
        : undefined,
    linkedin,
  };
  return {
    verifier: (provider) => verifiers[provider],
    async list() {
      const out: AuthProvider[] = [];
      for (const provider of SOCIAL_PROVIDERS) {
        const verifier = verifiers[provider];
        if (!verifier) continue;
        if (provider === 'linkedin' && linkedin) {
          const authorizationUrl = await linkedin.authorizationUrl();
          out.push({
            provider,
            clientId: verifier.clientId,
            ...(authorizationUrl ? { authorizationUrl } : {}),
            redirectUri,
          });
        } else out.push({ provider, clientId: verifier.clientId });
      }
      return out;
    },
  };
}
