import { type Client, getSignInSettings } from '@modkit/sdk';
import type { AuthProvider, SocialProvider } from '@modkit/sdk/contract';

type SignInSettings = { providers: AuthProvider[]; recaptchaSiteKey: string | null };

/**
 * What the server says of signing in, asked once per page load (`GET /auth/providers`): the social login
 * providers of part 1 §2.4–2.5 it accepts (the buttons to show, with each provider's public client id) and
 * the reCAPTCHA site key; nothing is decided at build time. A failed answer shows no buttons and no
 * checkbox (asked again on the next screen).
 */
let settings: Promise<SignInSettings> | null = null;
export function loadSignInSettings(client: Client): Promise<SignInSettings> {
  settings ??= getSignInSettings(client).catch(() => {
    settings = null;
    return { providers: [], recaptchaSiteKey: null };
  });
  return settings;
}

export async function loadAuthProviders(client: Client): Promise<AuthProvider[]> {
  return (await loadSignInSettings(client)).providers;
}

export const PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

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

/** Google Identity Services' sign-in (ID token) API: the button it renders hands the page an ID token. */
interface GoogleId {
  initialize(config: {
    client_id: string;
    callback(response: { credential?: string }): void;
    ux_mode?: 'popup';
    auto_select?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type: 'standard';
      theme: 'outline';
      size: 'large';
      text: 'continue_with' | 'signup_with';
      shape: 'rectangular';
      logo_alignment: 'left';
      width?: number;
    },
  ): void;
}
interface FacebookSdk {
  init(config: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken: string } | null }) => void,
    options: { scope: string },
  ): void;
}
type ProviderWindow = Window & {
  google?: { accounts?: { id?: GoogleId } };
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
      Boolean(win().google?.accounts?.id),
    );
    scripts.google.catch(() => delete scripts.google);
    return scripts.google;
  }
  if (provider === 'facebook') {
    scripts.facebook ??= loadScript(
      'https://connect.facebook.net/en_US/sdk.js',
      () => Boolean(win().FB),
      'fbAsyncInit',
    ).then(() => win().FB!.init({ appId: clientId, version: 'v21.0', cookie: false, xfbml: false }));
    scripts.facebook.catch(() => delete scripts.facebook);
    return scripts.facebook;
  }
  return Promise.resolve();
}

/** Where Google's ID tokens go: the mounted Google button's handler (one `initialize` per page). */
let onGoogleCredential: ((idToken: string) => void) | null = null;
let googleClient: string | null = null;

/**
 * Renders Google's own sign-in button into `parent` (Google hands ID tokens only to its button or One Tap);
 * each ID token goes to `onIdToken` (the api's `accessToken`, part 1 §7 "token id").
 */
export async function renderGoogleButton(
  parent: HTMLElement,
  clientId: string,
  text: 'continue_with' | 'signup_with',
  onIdToken: (idToken: string) => void,
): Promise<void> {
  await preloadProvider('google', clientId);
  const id = win().google!.accounts!.id!;
  if (googleClient !== clientId) {
    id.initialize({
      client_id: clientId,
      ux_mode: 'popup',
      auto_select: false,
      callback: (response) => {
        if (response.credential) onGoogleCredential?.(response.credential);
      },
    });
    googleClient = clientId;
  }
  onGoogleCredential = onIdToken;
  id.renderButton(parent, {
    type: 'standard',
    theme: 'outline',
    size: 'large',
    text,
    shape: 'rectangular',
    logo_alignment: 'left',
    width: Math.min(400, Math.max(200, Math.round(parent.clientWidth || 320))),
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
