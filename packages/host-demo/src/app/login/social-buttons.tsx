import { type AuthResult, socialLogin } from '@modkit/sdk';
import type { SocialProvider } from '@modkit/sdk/contract';
import { useClient } from '@modkit/sdk/react';
import { useEffect, useState } from 'react';
import { startLinkedinSignIn } from './linkedin-oauth';
import {
  configuredProviders,
  facebookAccessToken,
  googleAccessToken,
  PROVIDER_LABELS,
  preloadProvider,
} from './social-providers';
import './social-buttons.css';

const PROVIDERS = configuredProviders();

/**
 * The social login buttons of login and signup (part 1 §2.4, §2.5, §7): one per provider configured at
 * build time, none otherwise. Google and Facebook open the provider's popup and send its token to
 * `POST /auth/{provider}` (with the role on signup); LinkedIn redirects and finishes on the callback page.
 * `onSignedIn` runs once the session is stored; failures (the server's message) go to `onError`.
 */
export function SocialButtons({
  from,
  role,
  search,
  onStart,
  onSignedIn,
  onError,
}: {
  from: 'login' | 'signup';
  role?: 'STUDENT' | 'MENTOR';
  /** The page's query, carried through LinkedIn's redirect. */
  search: string;
  /** Runs before the token goes to the api (a page that routes itself after signup marks it). */
  onStart?(): void;
  onSignedIn(result: AuthResult): void;
  onError(message: string): void;
}) {
  const client = useClient();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  useEffect(() => {
    for (const { provider, clientId } of PROVIDERS)
      void preloadProvider(provider, clientId).catch(() => undefined);
  }, []);
  if (!PROVIDERS.length) return null;

  const start = async (provider: SocialProvider, clientId: string) => {
    if (provider === 'linkedin') return startLinkedinSignIn(clientId, { from, role, search });
    setBusy(provider);
    try {
      await preloadProvider(provider, clientId);
      const accessToken =
        provider === 'google' ? await googleAccessToken(clientId) : await facebookAccessToken();
      onStart?.();
      onSignedIn(await socialLogin(client, provider, { accessToken, ...(role ? { role } : {}) }));
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  const verb = from === 'signup' ? 'Sign up' : 'Continue';
  return (
    <div className="social-buttons">
      <ul aria-label={`${verb} with another account`}>
        {PROVIDERS.map(({ provider, clientId }) => (
          <li key={provider}>
            <button
              type="button"
              className={`btn btn--secondary btn--block social-button social-button--${provider}`}
              disabled={busy !== null}
              onClick={() => void start(provider, clientId)}
            >
              {`${verb} with ${PROVIDER_LABELS[provider]}`}
            </button>
          </li>
        ))}
      </ul>
      <p className="social-buttons__or">or</p>
    </div>
  );
}
