import { LIMITS } from '@modkit/sdk/rules';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The reCAPTCHA site key of the build (`VITE_RECAPTCHA_SITE_KEY`); none in development. */
const SITE_KEY: string | undefined = import.meta.env.VITE_RECAPTCHA_SITE_KEY || undefined;
/**
 * Sent when no site key is configured: the api then accepts any non-empty `recaptchaResponse`
 * (DESIGN.md, captcha), so the development token stands in for the widget.
 */
export const DEVELOPMENT_CAPTCHA_TOKEN = 'development';

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
export function captchaSize(viewportWidth: number): CaptchaSize {
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
  widget: ReactNode;
  reset(): void;
} {
  const [token, setToken] = useState<string | null>(SITE_KEY ? null : DEVELOPMENT_CAPTCHA_TOKEN);
  // A callback ref: the widget renders whenever its element appears (a form shown after a load, too).
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const id = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!SITE_KEY || !host) return;
    let live = true;
    void loadRecaptcha().then((g) => {
      if (!live) return;
      id.current = g.render(host, {
        sitekey: SITE_KEY,
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
  }, [host]);
  const label = options.label;
  return {
    token,
    widget: !SITE_KEY ? null : label ? (
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
      if (!SITE_KEY) return;
      window.grecaptcha?.reset(id.current);
      setToken(null);
    },
  };
}
