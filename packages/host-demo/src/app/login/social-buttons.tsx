import { type AuthResult, socialLogin } from '@modkit/sdk';
import type { AuthProvider, SocialProvider } from '@modkit/sdk/contract';
import { useClient } from '@modkit/sdk/react';
import { useEffect, useRef, useState } from 'react';
import { startLinkedinSignIn } from './linkedin-oauth';
import {
  facebookAccessToken,
  loadAuthProviders,
  PROVIDER_LABELS,
  preloadProvider,
  renderGoogleButton,
} from './social-providers';
import './social-buttons.css';
import { useAppTranslator } from '../i18n/use-app-translator';

interface SocialButtonsProps {
  from: 'login' | 'signup';
  role?: 'STUDENT' | 'MENTOR';
  /** The page's query, carried through LinkedIn's redirect. */
  search: string;
  /** Runs before the token goes to the api (a page that routes itself after signup marks it). */
  onStart?(): void;
  onSignedIn(result: AuthResult): void;
  onError(message: string): void;
}

/**
 * The social login buttons of login and signup (part 1 §2.4, §2.5, §7): one per provider the server accepts
 * (`GET /auth/providers`), none otherwise. Google renders its own button, whose ID token goes to
 * `POST /auth/google`; Facebook opens its popup and sends its access token; LinkedIn redirects and finishes on
 * the callback page. The role goes along on signup. `onSignedIn` runs once the session is stored; failures
 * (the server's message) go to `onError`.
 */
export function SocialButtons(props: SocialButtonsProps) {
  const client = useClient();
  const { t } = useAppTranslator();
  const [providers, setProviders] = useState<AuthProvider[]>([]);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  useEffect(() => {
    let live = true;
    void loadAuthProviders(client).then((list) => {
      if (!live) return;
      setProviders(list);
      for (const { provider, clientId } of list)
        void preloadProvider(provider, clientId).catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, [client]);
  // The latest props for Google's callback, which outlives renders.
  const latest = useRef(props);
  latest.current = props;
  if (!providers.length) return null;

  const signIn = async (provider: SocialProvider, accessToken: () => Promise<string>) => {
    const { role, onStart, onSignedIn, onError } = latest.current;
    setBusy(provider);
    try {
      const token = await accessToken();
      onStart?.();
      onSignedIn(await socialLogin(client, provider, { accessToken: token, ...(role ? { role } : {}) }));
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  const start = async (entry: AuthProvider) => {
    const { from, role, search } = latest.current;
    if (entry.provider === 'linkedin') return startLinkedinSignIn(entry, { from, role, search });
    await signIn(entry.provider, async () => {
      await preloadProvider(entry.provider, entry.clientId);
      return facebookAccessToken();
    });
  };

  const signup = props.from === 'signup';
  const withProvider = (provider: string) =>
    signup ? t('login.signUpWith', { provider }) : t('login.continueWith', { provider });
  return (
    <div className="social-buttons">
      <ul aria-label={signup ? t('login.signUpAnother') : t('login.continueAnother')}>
        {providers.map((entry) => (
          <li key={entry.provider}>
            {entry.provider === 'google' ? (
              <GoogleButton
                clientId={entry.clientId}
                text={props.from === 'signup' ? 'signup_with' : 'continue_with'}
                label={withProvider('Google')}
                disabled={busy !== null}
                onIdToken={(idToken) => void signIn('google', async () => idToken)}
                onError={(message) => latest.current.onError(message)}
              />
            ) : (
              <button
                type="button"
                className={`btn btn--secondary btn--block social-button social-button--${entry.provider}`}
                disabled={busy !== null}
                onClick={() => void start(entry)}
              >
                {withProvider(PROVIDER_LABELS[entry.provider])}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="social-buttons__or">{t('login.or')}</p>
    </div>
  );
}

/**
 * Google's own button (Google hands ID tokens only to it), rendered into a box of ours; until it has rendered
 * (or when Google's script cannot load) our button stands in and says why on click.
 */
function GoogleButton({
  clientId,
  text,
  label,
  disabled,
  onIdToken,
  onError,
}: {
  clientId: string;
  text: 'continue_with' | 'signup_with';
  label: string;
  disabled: boolean;
  onIdToken(idToken: string): void;
  onError(message: string): void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const { t } = useAppTranslator();
  const [rendered, setRendered] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const handler = useRef(onIdToken);
  handler.current = onIdToken;
  useEffect(() => {
    if (!host.current) return;
    let live = true;
    renderGoogleButton(host.current, clientId, text, (idToken) => handler.current(idToken)).then(
      () => live && setRendered(true),
      (error: unknown) => live && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [clientId, text]);
  return (
    <>
      <div
        ref={host}
        className="social-button social-button--google"
        hidden={!rendered}
        inert={disabled || undefined}
      />
      {rendered ? null : (
        <button
          type="button"
          className="btn btn--secondary btn--block social-button social-button--google"
          disabled={disabled}
          onClick={() => onError(failure ?? t('login.providerLoading'))}
        >
          {label}
        </button>
      )}
    </>
  );
}
