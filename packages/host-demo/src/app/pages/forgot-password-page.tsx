import { forgotPassword } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { PASSWORD_MESSAGES, validateForgotPassword } from '@modkit/sdk/rules';
import { type FormEvent, useRef, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { withNode } from '../i18n/with-node';
import { OnboardingForm } from '../onboarding/onboarding-form';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import { OutcomeScreen } from '../onboarding/outcome-screen';
import { Link } from '../router/link';
import { AlertDialog } from '../ui/alert-dialog';
import { EmailField } from '../ui/email-field';
import { showFailure } from '../ui/show-failure';
import { useFocusFirstError } from '../ui/use-focus-first-error';

type Step = 'form' | 'loading' | 'acknowledged';

/**
 * `/forgot-password` (part 1 §2.7, §4): form → loading → acknowledged. The e-mail is checked by
 * validateForgotPassword (field message and the 'Validation Error!' dialog); the confirmation offers to
 * change the e-mail or resend.
 */
export default function ForgotPasswordPage() {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<Step>('form');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  useFocusFirstError(form, errors);

  const send = async (again = false) => {
    setStep('loading');
    try {
      await forgotPassword(client, { email: email.trim() });
      setResent(again);
      setStep('acknowledged');
    } catch (error) {
      setStep('form');
      showFailure(error, setErrors, setDialog);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForgotPassword({ email });
    setErrors(found);
    if (Object.keys(found).length) return setDialog(Object.values(found).map(wire).join(' '));
    void send();
  };

  if (step === 'acknowledged') {
    return (
      <OutcomeScreen titleId="forgot-title" title={t('forgot.checkEmail')}>
        <p>{withNode((at) => t('forgot.sent', { email: at }), <strong>{email.trim()}</strong>)}</p>
        {resent ? <p role="status">{t('forgot.sentAgain')}</p> : null}
        <div className="onboarding__buttons">
          <button type="button" className="btn btn--secondary" onClick={() => setStep('form')}>
            {t('forgot.changeEmail')}
          </button>
          <button type="button" className="btn" onClick={() => void send(true)}>
            {t('forgot.resend')}
          </button>
        </div>
        <p className="login__links">
          <Link href="/login">{t('forgot.backToLogin')}</Link>
        </p>
      </OutcomeScreen>
    );
  }

  const loading = step === 'loading';
  return (
    <OnboardingLayout titleId="forgot-title">
      <OnboardingForm formRef={form} titleId="forgot-title" title={t('forgot.title')} onSubmit={submit}>
        <p>{t('forgot.intro')}</p>
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <button type="submit" className="btn btn--block" disabled={loading} aria-busy={loading || undefined}>
          {loading ? t('forgot.sending') : t('forgot.send')}
        </button>
        <p className="login__links">
          <Link href="/login">{t('forgot.backToLogin')}</Link>
        </p>
      </OnboardingForm>
      <AlertDialog title={PASSWORD_MESSAGES.dialogTitle} message={dialog} onClose={() => setDialog(null)} />
    </OnboardingLayout>
  );
}
