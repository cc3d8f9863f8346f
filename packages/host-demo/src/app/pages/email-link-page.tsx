import { requestEmailLink, signInWithEmailLink } from '@modkit/sdk';
import { useClient, useSession } from '@modkit/sdk/react';
import { isLanguageChoice, isValid, postLoginRedirect, validateForgotPassword } from '@modkit/sdk/rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { withNode } from '../i18n/with-node';
import { BackToLogin, OnboardingForm, SubmitButton } from '../onboarding/onboarding-form';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import { OutcomeScreen } from '../onboarding/outcome-screen';
import { useLocation } from '../router/location';
import { Redirect } from '../router/redirect';
import { EmailField } from '../ui/email-field';
import { useFocusFirstError } from '../ui/use-focus-first-error';

type Step = 'form' | 'loading' | 'sent';

/**
 * `/sign-in-link`: the way in with no password and no puzzle (WCAG 3.3.8). Without a token, a form asks for the
 * e-mail address and the server mails a one-time link (a sign-in link, or a sign-up link to an address with no
 * account). With the link's `?token=`, the page signs in with it and goes where a login goes; a used or expired
 * link says so, with the form to ask for another.
 */
export default function EmailLinkPage() {
  const { query } = useLocation();
  const token = query.get('token');
  const authenticated = useSession((s) => s.isAuthenticated);
  const role = useSession((s) => s.user_type);
  if (authenticated && role) return <Redirect to={postLoginRedirect(role, query)} />;
  return token ? <LinkSignIn token={token} /> : <LinkRequest />;
}

/** Signs in with the link's token; on failure, the form (with the reason) to ask for another link. */
function LinkSignIn({ token }: { token: string }) {
  const client = useClient();
  const { t } = useAppTranslator();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    // Signed in, the session store says so and the page redirects as a login does.
    signInWithEmailLink(client, token).catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [client, token]);
  if (failed) return <LinkRequest problem={t('emailLink.invalid')} />;
  return (
    <OutcomeScreen titleId="email-link-title" title={t('emailLink.title')}>
      <p role="status">{t('emailLink.signingIn')}</p>
    </OutcomeScreen>
  );
}

/** The form: the address, then 'Check your e-mail' with Send another link. `problem`: why a link did not work. */
function LinkRequest({ problem }: { problem?: string }) {
  const client = useClient();
  const { t, wire, lang } = useAppTranslator();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<Step>('form');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useFocusFirstError(form, errors);

  const send = async () => {
    setStep('loading');
    try {
      await requestEmailLink(client, {
        email: email.trim(),
        ...(lang && isLanguageChoice(lang) ? { language: lang as 'en' | 'es' | 'ar' } : {}),
      });
      setStep('sent');
    } catch (error) {
      setStep('form');
      const fields = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
      setErrors(fields && Object.keys(fields).length ? fields : { email: (error as Error).message });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForgotPassword({ email });
    setErrors(Object.fromEntries(Object.entries(found).map(([field, message]) => [field, wire(message)])));
    if (isValid(found)) void send();
  };

  if (step === 'sent') {
    return (
      <OutcomeScreen
        titleId="email-link-title"
        title={t('emailLink.checkEmail')}
        documentTitle={[t('emailLink.checkEmail'), t('emailLink.title')]}
      >
        <p>{withNode((at) => t('emailLink.sent', { email: at }), <strong>{email.trim()}</strong>)}</p>
        <div className="onboarding__buttons">
          <button type="button" className="btn btn--secondary" onClick={() => setStep('form')}>
            {t('emailLink.another')}
          </button>
        </div>
        <BackToLogin />
      </OutcomeScreen>
    );
  }

  const loading = step === 'loading';
  return (
    <OnboardingLayout titleId="email-link-title">
      <OnboardingForm
        formRef={form}
        titleId="email-link-title"
        title={t('emailLink.title')}
        onSubmit={submit}
      >
        {problem ? (
          <p className="field__error" role="alert">
            {problem}
          </p>
        ) : null}
        <p>{t('emailLink.intro')}</p>
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <SubmitButton loading={loading}>
          {loading ? t('emailLink.sending') : t('emailLink.send')}
        </SubmitButton>
        <BackToLogin />
      </OnboardingForm>
    </OnboardingLayout>
  );
}
