import type { SocialProvider } from '@modkit/sdk/contract';

/**
 * The social login providers of part 1 §2.4–2.5 that this build is configured for. The api has no call
 * that says which providers it accepts (it answers 'Social login is not configured.' until it does), so a
 * provider's button shows only when its client id was given at build time:
 * `VITE_GOOGLE_CLIENT_ID`, `VITE_FACEBOOK_APP_ID`, `VITE_LINKEDIN_CLIENT_ID`.
 */
const CLIENT_IDS: Record<SocialProvider, string | undefined> = {
  google: import.meta.env.VITE_GOOGLE_CLIENT_ID || undefined,
  facebook: import.meta.env.VITE_FACEBOOK_APP_ID || undefined,
  linkedin: import.meta.env.VITE_LINKEDIN_CLIENT_ID || undefined,
};

export const PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

/** The configured providers, in the spec's order (Facebook, Google, LinkedIn), with their client ids. */
export function configuredProviders(): Array<{ provider: SocialProvider; clientId: string }> {
  return (['facebook', 'google', 'linkedin'] as const).flatMap((provider) => {
    const clientId = CLIENT_IDS[provider];
    return clientId ? [{ provider, clientId }] : [];
  });
}

/** Adds a provider's script once; resolves when `ready()` says its global is there. */
function loadScript(src: string, ready: () => boolean, onloadGlobal?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ready()) return resolve();
    const done = () => (ready() ? resolve() : reject(new Error('The sign-in provider did not load.')));
    if (onloadGlobal) (window as unknown as Record<string, () => void>)[onloadGlobal] = done;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (!onloadGlobal) script.onload = done;
    script.onerror = () => reject(new Error('The sign-in provider could not be reached.'));
    document.head.append(script);
  });
}

interface GoogleOauth {
  initTokenClient(config: {
    client_id: string;
    scope: string;
    callback(response: { access_token?: string; error?: string; error_description?: string }): void;
    error_callback?(error: { type: string; message?: string }): void;
  }): { requestAccessToken(): void };
}
interface FacebookSdk {
  init(config: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken: string } | null }) => void,
    options: { scope: string },
  ): void;
}
type ProviderWindow = Window & {
  google?: { accounts?: { oauth2?: GoogleOauth } };
  FB?: FacebookSdk;
};
const win = () => window as ProviderWindow;

const scripts: Partial<Record<'google' | 'facebook', Promise<void>>> = {};

/**
 * Loads a popup provider's script ahead of the click (browsers block popups that open after an await).
 * LinkedIn needs none: it is a full-page redirect.
 */
export function preloadProvider(provider: SocialProvider, clientId: string): Promise<void> {
  if (provider === 'google') {
    scripts.google ??= loadScript('https://accounts.google.com/gsi/client', () =>
      Boolean(win().google?.accounts?.oauth2),
    );
    return scripts.google;
  }
  if (provider === 'facebook') {
    scripts.facebook ??= loadScript(
      'https://connect.facebook.net/en_US/sdk.js',
      () => Boolean(win().FB),
      'fbAsyncInit',
    ).then(() => win().FB!.init({ appId: clientId, version: 'v21.0', cookie: false, xfbml: false }));
    return scripts.facebook;
  }
  return Promise.resolve();
}

/** Opens Google's popup and resolves to its access token (the api's `accessToken`). */
export function googleAccessToken(clientId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const oauth = win().google?.accounts?.oauth2;
    if (!oauth) return reject(new Error('The sign-in provider did not load.'));
    oauth
      .initTokenClient({
        client_id: clientId,
        scope: 'openid email profile',
        callback: (r) =>
          r.access_token ? resolve(r.access_token) : reject(new Error(r.error_description ?? 'Cancelled.')),
        error_callback: (e) => reject(new Error(e.message ?? 'Cancelled.')),
      })
      .requestAccessToken();
  });
}

/** Opens Facebook's login dialog and resolves to its access token. */
export function facebookAccessToken(): Promise<string> {
  return new Promise((resolve, reject) => {
    const fb = win().FB;
    if (!fb) return reject(new Error('The sign-in provider did not load.'));
    fb.login(
      (r) =>
        r.authResponse?.accessToken ? resolve(r.authResponse.accessToken) : reject(new Error('Cancelled.')),
      { scope: 'public_profile,email' },
    );
  });
}
