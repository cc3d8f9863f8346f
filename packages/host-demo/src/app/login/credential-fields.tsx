import { type ReactNode, useId } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { EmailField } from '../ui/email-field';
import type { FieldProps } from '../ui/use-form-state';
import { CaptchaField } from './captcha-field';
import { TextField } from './text-field';

/** What the sign-in form holds. */
export const EMPTY_CREDENTIALS = { email: '', password: '' };

/**
 * The sign-in fields of the login and temporary sign-in pages: Email, Password, the captcha and its
 * error, and the Login button (busy while signing in). A refusal of the pair (`refusal`: 'These credentials
 * do not match our records.') shows under them as an alert, both fields marked invalid and described by it
 * (WCAG 3.3.1, 4.1.3).
 */
export function CredentialFields({
  field,
  errors,
  refusal,
  captcha,
  busy,
}: {
  /** The value, onChange and error of Email or Password. */
  field: (name: keyof typeof EMPTY_CREDENTIALS) => FieldProps;
  errors: { recaptchaResponse?: string | undefined };
  refusal?: string | null | undefined;
  captcha: ReactNode;
  busy: boolean;
}) {
  const { t, wire } = useAppTranslator();
  const refusalId = useId();
  const refusedBy = refusal ? refusalId : undefined;
  return (
    <>
      <EmailField {...field('email')} refusedBy={refusedBy} />
      <TextField
        label={t('field.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        {...field('password')}
        refusedBy={refusedBy}
      />
      {refusal ? (
        <p id={refusalId} className="field__error form-refusal" role="alert">
          {wire(refusal)}
        </p>
      ) : null}
      <CaptchaField widget={captcha} error={errors.recaptchaResponse} />
      <button type="submit" className="btn btn--block" disabled={busy}>
        {busy ? t('login.loggingIn') : t('login.title')}
      </button>
    </>
  );
}
