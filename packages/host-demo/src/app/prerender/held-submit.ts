import { type RefObject, useEffect } from 'react';

/**
 * Holds `form`'s submit until it is ready (`useHeldSubmit`): pressed before its captcha could answer (its settings
 * still on the way), the form is sent then instead of answering "Captcha is Required".
 */
export function holdSubmit(form: HTMLFormElement): void {
  (window as { __modkitHeldSubmit?: HTMLFormElement }).__modkitHeldSubmit = form;
}

/**
 * A form of a painted page sent before the app had taken the page over (the page's guard holds it:
 * server/prerendered-pages.ts) is sent again once the form is `ready` (its captcha answered: the development token
 * comes with the sign-in settings), so that pressing Login before the script arrived still signs in. Only once.
 */
export function useHeldSubmit(form: RefObject<HTMLFormElement | null>, ready: boolean): void {
  useEffect(() => {
    const held = window as { __modkitHeldSubmit?: HTMLFormElement };
    if (!ready || !form.current || held.__modkitHeldSubmit !== form.current) return;
    held.__modkitHeldSubmit = undefined;
    form.current.requestSubmit();
  }, [form, ready]);
}

/**
 * Holds `form`'s submit while its captcha's settings are still on the way (`captcha.pending`, no answer yet): true
 * when held (the caller stops; `useHeldSubmit(form, !!captcha.token)` sends it once the captcha answers).
 */
export function heldForCaptcha(
  form: RefObject<HTMLFormElement | null>,
  captcha: { token: string | null; pending: boolean },
): boolean {
  if (captcha.token || !captcha.pending || !form.current) return false;
  holdSubmit(form.current);
  return true;
}
