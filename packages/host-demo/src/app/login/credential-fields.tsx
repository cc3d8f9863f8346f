import type { ReactNode } from 'react';
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
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => onEmail(e.target.value)}
        error={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={errors.password}
      />
      {captcha}
      {errors.recaptchaResponse ? <p className="field__error">{errors.recaptchaResponse}</p> : null}
      <button type="submit" className="btn btn--block" disabled={busy}>
        {busy ? 'Logging in…' : 'Login'}
      </button>
    </>
  );
}
