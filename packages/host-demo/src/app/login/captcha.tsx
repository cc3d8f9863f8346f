import { useClient } from '@modkit/sdk/react';
import { LIMITS } from '@modkit/sdk/rules';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { loadSignInSettings } from './social-providers';

/**
 * Sent when the server names no site key (development: no RECAPTCHA_SECRET either): the api then accepts
 * any non-empty `recaptchaResponse` (DESIGN.md, captcha), so the development token stands in for the widget.
 */
const DEVELOPMENT_CAPTCHA_TOKEN = 'development';

type CaptchaSize = 'compact' | 'normal';

interface Grecaptcha {
  render(
    el: HTMLElement,
    options: {
      sitekey: string;
      size: CaptchaSize;
      callback(token: string): void;
      'expired-callback'(): void;
      'error-callback'(): void;
    },
  ): number;
  reset(id?: number): void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    modkitCaptchaReady?: () => void;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads the provider's script once per page. */
function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise((resolve) => {
    if (window.grecaptcha?.render) return resolve(window.grecaptcha);
    window.modkitCaptchaReady = () => resolve(window.grecaptcha!);
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?onload=modkitCaptchaReady&render=explicit';
    script.async = true;
    document.head.append(script);
  });
  return loading;
}

/** The widget is compact on screens of 767 px or less (part 1 §9). */
function captchaSize(viewportWidth: number): CaptchaSize {
  return viewportWidth <= LIMITS.captchaCompactMaxWidth ? 'compact' : 'normal';
}

/**
 * The captcha of the public forms (part 1 §5, §9; part 2 §5): with a site key, the provider's checkbox,
 * compact at 767 px or less, re-run when its answer expires (the token is dropped until it is solved
 * again); without one, no widget and the development token. `label` names the widget's group
 * ('Security Check' on the enquiry forms).
 */
export function useCaptcha(options: { label?: string } = {}): {
  token: string | null;
  /** The server's captcha settings are still being asked for: no answer can be there yet (not the user's doing). */
  pending: boolean;
  widget: ReactNode;
  reset(): void;
} {
  const client = useClient();
  // The site key the server names (`RECAPTCHA_SITE_KEY`, at run time): undefined while asked, null for none.
  const [siteKey, setSiteKey] = useState<string | null | undefined>(undefined);
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadSignInSettings(client).then(({ recaptchaSiteKey }) => {
      if (!live) return;
      setSiteKey(recaptchaSiteKey);
      if (!recaptchaSiteKey) setToken(DEVELOPMENT_CAPTCHA_TOKEN);
    });
    return () => {
      live = false;
    };
  }, [client]);
  const siteKeyOrNone = siteKey ?? undefined;
  // A callback ref: the widget renders whenever its element appears (a form shown after a load, too).
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const id = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!siteKeyOrNone || !host) return;
    let live = true;
    void loadRecaptcha().then((g) => {
      if (!live) return;
      id.current = g.render(host, {
        sitekey: siteKeyOrNone,
        size: captchaSize(window.innerWidth),
        callback: setToken,
        // An expired answer is dropped and the challenge runs again.
        'expired-callback': () => {
          setToken(null);
          g.reset(id.current);
        },
        'error-callback': () => setToken(null),
      });
    });
    return () => {
      live = false;
      id.current = undefined;
    };
  }, [host, siteKeyOrNone]);
  const label = options.label;
  return {
    token,
    pending: siteKey === undefined,
    widget: !siteKeyOrNone ? null : label ? (
      <fieldset className="captcha captcha--labelled">
        <legend className="captcha__label">{label}</legend>
        <div ref={setHost} />
      </fieldset>
    ) : (
      <div className="captcha">
        <div ref={setHost} />
      </div>
    ),
    reset: () => {
      if (!siteKeyOrNone) return;
      window.grecaptcha?.reset(id.current);
      setToken(null);
    },
  };
}
