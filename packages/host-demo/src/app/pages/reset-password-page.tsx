import { ApiError, resetPassword } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import {
  LOGIN_ROUTE,
  PASSWORD_MESSAGES,
  resetPasswordRedirect,
  validateResetPassword,
} from '@modkit/sdk/rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { TextField } from '../login/text-field';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import { Link } from '../router/link';
import { navigate, useLocation } from '../router/location';
import { Redirect } from '../router/redirect';
import { AlertDialog } from '../ui/alert-dialog';
import { useFocusFirstError } from '../ui/use-focus-first-error';

type Step = 'form' | 'loading' | 'success';

/**
 * `/reset-password?token=…` (part 1 §2.7, §4): form → loading → success; no token goes to login. The new
 * password and its confirmation are checked by validateResetPassword; a 400 (an invalid or used link)
 * shows the error dialog, and closing it goes to login.
 */
export default function ResetPasswordPage() {
  const client = useClient();
  const { query } = useLocation();
  const token = query.get('token') ?? '';
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [step, setStep] = useState<Step>('form');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<{ message: string; toLogin: boolean } | null>(null);
  useFocusFirstError(form, errors);
  useEffect(() => {
    if (step === 'success') heading.current?.focus();
  }, [step]);

  const redirect = resetPasswordRedirect(query);
  if (redirect) return <Redirect to={redirect} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateResetPassword(values);
    setErrors(found);
    if (Object.keys(found).length) {
      return setDialog({ message: Object.values(found).join(' '), toLogin: false });
    }
    setStep('loading');
    try {
      await resetPassword(client, token, values);
      setStep('success');
    } catch (error) {
      setStep('form');
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        setErrors(error.fieldErrors);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      setDialog({ message, toLogin: error instanceof ApiError && error.status === 400 });
    }
  };

  const closeDialog = () => {
    const toLogin = dialog?.toLogin;
    setDialog(null);
    if (toLogin) navigate(LOGIN_ROUTE);
  };

  if (step === 'success') {
    return (
      <OnboardingLayout titleId="reset-title">
        <section className="onboarding__form" aria-labelledby="reset-title">
          <h1 id="reset-title" ref={heading} tabIndex={-1}>
            {PASSWORD_MESSAGES.changed}
          </h1>
          <p>You can now log in with your new password.</p>
          <Link className="btn btn--block" href={LOGIN_ROUTE}>
            Go to Login
          </Link>
        </section>
      </OnboardingLayout>
    );
  }

  const loading = step === 'loading';
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    <OnboardingLayout titleId="reset-title">
      <form
        ref={form}
        className="onboarding__form"
        onSubmit={submit}
        noValidate
        aria-labelledby="reset-title"
      >
        <h1 id="reset-title">Reset password</h1>
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          value={values.password_confirmation}
          onChange={set('password_confirmation')}
          error={errors.password_confirmation}
        />
        <button type="submit" className="btn btn--block" disabled={loading} aria-busy={loading || undefined}>
          {loading ? 'Saving…' : 'Reset password'}
        </button>
        <p className="login__links">
          <Link href={LOGIN_ROUTE}>Back to Login</Link>
        </p>
      </form>
      <AlertDialog
        title={PASSWORD_MESSAGES.dialogTitle}
        message={dialog?.message ?? null}
        onClose={closeDialog}
      />
    </OnboardingLayout>
  );
}
