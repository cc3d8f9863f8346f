import { forgotPassword } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { isValid, PASSWORD_MESSAGES, validateForgotPassword } from '@modkit/sdk/rules';
import { type FormEvent, useRef, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { withNode } from '../i18n/with-node';
import { BackToLogin, OnboardingForm, SubmitButton } from '../onboarding/onboarding-form';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import { OutcomeScreen } from '../onboarding/outcome-screen';
import { AlertDialog } from '../ui/alert-dialog';
import { EmailField } from '../ui/email-field';
import { showFailure } from '../ui/show-failure';
import { useFocusFirstError } from '../ui/use-focus-first-error';

type Step = 'form' | 'loading' | 'acknowledged';
/** Resend, on the acknowledgement: never pressed, its mail on the way, sent again. */
type Resend = 'idle' | 'sending' | 'sent';

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
  useFocusFirstError(form, errors);

  const fail = (error: unknown) => {
    setStep('form');
    showFailure(error, setErrors, setDialog);
  };
  const send = async () => {
    setStep('loading');
    try {
      await forgotPassword(client, { email: email.trim() });
      setStep('acknowledged');
    } catch (error) {
      fail(error);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForgotPassword({ email });
    setErrors(found);
    if (!isValid(found)) return setDialog(Object.values(found).map(wire).join(' '));
    void send();
  };

  if (step === 'acknowledged')
    return <ResetLinkSent email={email.trim()} onChangeEmail={() => setStep('form')} onFailure={fail} />;

  const loading = step === 'loading';
  return (
    <OnboardingLayout titleId="forgot-title">
      <OnboardingForm formRef={form} titleId="forgot-title" title={t('forgot.title')} onSubmit={submit}>
        <p>{t('forgot.intro')}</p>
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <SubmitButton loading={loading}>{loading ? t('forgot.sending') : t('forgot.send')}</SubmitButton>
        <BackToLogin />
      </OnboardingForm>
      <AlertDialog title={PASSWORD_MESSAGES.dialogTitle} message={dialog} onClose={() => setDialog(null)} />
    </OnboardingLayout>
  );
}

/**
 * 'Check your e-mail', with Change email and Resend. Resend stays on this screen (its focus and its live region
 * stay): 'Sending…', then 'The link has been sent again.' are said in a region that was there before (WCAG 4.1.3).
 */
function ResetLinkSent({
  email,
  onChangeEmail,
  onFailure,
}: {
  email: string;
  onChangeEmail: () => void;
  onFailure: (error: unknown) => void;
}) {
  const client = useClient();
  const { t } = useAppTranslator();
  const [resend, setResend] = useState<Resend>('idle');
  const sendAgain = async () => {
    if (resend === 'sending') return;
    setResend('sending');
    try {
      await forgotPassword(client, { email });
      setResend('sent');
    } catch (error) {
      onFailure(error);
    }
  };
  return (
    <OutcomeScreen
      titleId="forgot-title"
      title={t('forgot.checkEmail')}
      documentTitle={[t('forgot.checkEmail'), t('forgot.title')]}
    >
      <p>{withNode((at) => t('forgot.sent', { email: at }), <strong>{email}</strong>)}</p>
      <div role="status">
        {resend === 'idle' ? null : (
          <p>{resend === 'sending' ? t('forgot.sending') : t('forgot.sentAgain')}</p>
        )}
      </div>
      <div className="onboarding__buttons">
        <button type="button" className="btn btn--secondary" onClick={onChangeEmail}>
          {t('forgot.changeEmail')}
        </button>
        <button type="button" className="btn" onClick={() => void sendAgain()}>
          {t('forgot.resend')}
        </button>
      </div>
      <BackToLogin />
    </OutcomeScreen>
  );
}
