import type { ReactNode } from 'react';
import { EmailField } from '../ui/email-field';
import { CaptchaField } from './captcha-field';
import { TextField } from './text-field';

/**
 * The sign-in fields of the login and temporary sign-in pages: Email, Password, the captcha and its
 * error, and the Login button (busy while signing in).
 */
export function CredentialFields({
  email,
  password,
  onEmail,
  onPassword,
  errors,
  captcha,
  busy,
}: {
  email: string;
  password: string;
  onEmail: (value: string) => void;
  onPassword: (value: string) => void;
  errors: {
    email?: string | undefined;
    password?: string | undefined;
    recaptchaResponse?: string | undefined;
  };
  captcha: ReactNode;
  busy: boolean;
}) {
  return (
    <>
      <EmailField value={email} onChange={(e) => onEmail(e.target.value)} error={errors.email} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={errors.password}
      />
      <CaptchaField widget={captcha} error={errors.recaptchaResponse} />
      <button type="submit" className="btn btn--block" disabled={busy}>
        {busy ? 'Logging in…' : 'Login'}
      </button>
    </>
  );
}
