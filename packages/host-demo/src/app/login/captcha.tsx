import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The reCAPTCHA site key of the build (`VITE_RECAPTCHA_SITE_KEY`); none in development. */
const SITE_KEY: string | undefined = import.meta.env.VITE_RECAPTCHA_SITE_KEY;
/**
 * Sent when no site key is configured: the api then accepts any non-empty `recaptchaResponse`
 * (DESIGN.md, captcha), so the development token stands in for the widget.
 */
export const DEVELOPMENT_CAPTCHA_TOKEN = 'development';

interface Grecaptcha {
  render(el: HTMLElement, options: { sitekey: string; callback(token: string): void }): number;
  reset(id?: number): void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    modkitCaptchaReady?: () => void;
  }
}

function loadRecaptcha(): Promise<Grecaptcha> {
  return new Promise((resolve) => {
    if (window.grecaptcha) return resolve(window.grecaptcha);
    window.modkitCaptchaReady = () => resolve(window.grecaptcha!);
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?onload=modkitCaptchaReady&render=explicit';
    script.async = true;
    document.head.append(script);
  });
}

/** The captcha token (null until solved) and the element to render (nothing without a site key). */
export function useCaptcha(): { token: string | null; widget: ReactNode; reset(): void } {
  const [token, setToken] = useState<string | null>(SITE_KEY ? null : DEVELOPMENT_CAPTCHA_TOKEN);
  const host = useRef<HTMLDivElement>(null);
  const id = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!SITE_KEY || !host.current) return;
    const el = host.current;
    void loadRecaptcha().then((g) => {
      if (id.current === undefined) id.current = g.render(el, { sitekey: SITE_KEY, callback: setToken });
    });
  }, []);
  return {
    token,
    widget: SITE_KEY ? <div ref={host} className="captcha" /> : null,
    reset: () => {
      if (!SITE_KEY) return;
      window.grecaptcha?.reset(id.current);
      setToken(null);
    },
  };
}
