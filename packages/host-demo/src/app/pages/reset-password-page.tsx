import { ApiError, resetPassword } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import {
  isValid,
  LOGIN_ROUTE,
  PASSWORD_MESSAGES,
  resetPasswordRedirect,
  validateResetPassword,
} from '@modkit/sdk/rules';
import { type FormEvent, useRef, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { TextField } from '../login/text-field';
import { BackToLogin, OnboardingForm, SubmitButton } from '../onboarding/onboarding-form';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import { OutcomeScreen } from '../onboarding/outcome-screen';
import { Link } from '../router/link';
import { navigate, useLocation } from '../router/location';
import { Redirect } from '../router/redirect';
import { AlertDialog } from '../ui/alert-dialog';
import { showFailure } from '../ui/show-failure';
import { useFocusFirstError } from '../ui/use-focus-first-error';
import { useFormState } from '../ui/use-form-state';

type Step = 'form' | 'loading' | 'success';

/**
 * `/reset-password?token=…` (part 1 §2.7, §4): form → loading → success; no token goes to login. The new
 * password and its confirmation are checked by validateResetPassword; a 400 (an invalid or used link)
 * shows the error dialog, and closing it goes to login.
 */
export default function ResetPasswordPage() {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const { query } = useLocation();
  const token = query.get('token') ?? '';
  const form = useRef<HTMLFormElement>(null);
  const { values, field } = useFormState({ password: '', password_confirmation: '' });
  const [step, setStep] = useState<Step>('form');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<{ message: string; toLogin: boolean } | null>(null);
  useFocusFirstError(form, errors);

  const redirect = resetPasswordRedirect(query);
  if (redirect) return <Redirect to={redirect} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateResetPassword(values);
    setErrors(found);
    if (!isValid(found)) {
      return setDialog({ message: Object.values(found).map(wire).join(' '), toLogin: false });
    }
    setStep('loading');
    try {
      await resetPassword(client, token, values);
      setStep('success');
    } catch (error) {
      setStep('form');
      showFailure(error, setErrors, (message) =>
        setDialog({ message, toLogin: error instanceof ApiError && error.status === 400 }),
      );
    }
  };

  const closeDialog = () => {
    const toLogin = dialog?.toLogin;
    setDialog(null);
    if (toLogin) navigate(LOGIN_ROUTE);
  };

  if (step === 'success') {
    return (
      <OutcomeScreen titleId="reset-title" title={wire(PASSWORD_MESSAGES.changed)}>
        <p>{t('reset.canLogIn')}</p>
        <Link className="btn btn--block" href={LOGIN_ROUTE}>
          {t('reset.goToLogin')}
        </Link>
      </OutcomeScreen>
    );
  }

  const loading = step === 'loading';
  const password = { type: 'password', autoComplete: 'new-password' } as const;
  return (
    <OnboardingLayout titleId="reset-title">
      <OnboardingForm formRef={form} titleId="reset-title" title={t('reset.title')} onSubmit={submit}>
        <TextField label={t('field.newPassword')} {...password} {...field('password', errors)} />
        <TextField
          label={t('field.confirmPassword')}
          {...password}
          {...field('password_confirmation', errors)}
        />
        <SubmitButton loading={loading}>{loading ? t('reset.saving') : t('reset.title')}</SubmitButton>
        <BackToLogin />
      </OnboardingForm>
      <AlertDialog
        title={PASSWORD_MESSAGES.dialogTitle}
        message={dialog?.message ?? null}
        onClose={closeDialog}
      />
    </OnboardingLayout>
  );
}
