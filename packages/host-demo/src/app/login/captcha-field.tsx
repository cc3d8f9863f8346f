import type { ReactNode } from 'react';

/** The captcha's widget (none without a site key) and the server's captcha error under it. */
export function CaptchaField({ widget, error }: { widget: ReactNode; error?: string | undefined }) {
  return (
    <>
      {widget}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
