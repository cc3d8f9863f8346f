import type { ReactNode } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';

/** The captcha's widget (none without a site key) and the server's captcha error under it. */
export function CaptchaField({ widget, error }: { widget: ReactNode; error?: string | undefined }) {
  const { wire } = useAppTranslator();
  return (
    <>
      {widget}
      {error ? (
        <p className="field__error" role="alert">
          {wire(error)}
        </p>
      ) : null}
    </>
  );
}
