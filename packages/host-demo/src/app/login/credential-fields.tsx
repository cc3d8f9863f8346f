import type { ReactNode } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { EmailField } from '../ui/email-field';
import type { FieldProps } from '../ui/use-form-state';
import { CaptchaField } from './captcha-field';
import { TextField } from './text-field';

/** What the sign-in form holds. */
export const EMPTY_CREDENTIALS = { email: '', password: '' };

/**
 * The sign-in fields of the login and temporary sign-in pages: Email, Password, the captcha and its
 * error, and the Login button (busy while signing in).
 */
export function CredentialFields({
  field,
  errors,
  captcha,
  busy,
}: {
  /** The value, onChange and error of Email or Password. */
  field: (name: keyof typeof EMPTY_CREDENTIALS) => FieldProps;
  errors: { recaptchaResponse?: string | undefined };
  captcha: ReactNode;
  busy: boolean;
}) {
  const { t } = useAppTranslator();
  return (
    <>
      <EmailField {...field('email')} />
      <TextField
        label={t('field.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        {...field('password')}
      />
      <CaptchaField widget={captcha} error={errors.recaptchaResponse} />
      <button type="submit" className="btn btn--block" disabled={busy}>
        {busy ? t('login.loggingIn') : t('login.title')}
      </button>
    </>
  );
}
