import { login } from '@modkit/sdk';
import { useClient, useSession } from '@modkit/sdk/react';
import {
  isValid,
  LOGIN_MESSAGES,
  postLoginRedirect,
  SIGNUP_MESSAGES,
  validateLogin,
} from '@modkit/sdk/rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { track } from '../analytics/track';
import { useCaptcha } from '../login/captcha';
import { SocialButtons } from '../login/social-buttons';
import { useLocation } from '../router/location';
import { Redirect } from '../router/redirect';
import { AlertDialog } from '../ui/alert-dialog';
import '../onboarding/onboarding.css';
import { useAppTranslator } from '../i18n/use-app-translator';
import { CredentialFields, EMPTY_CREDENTIALS } from '../login/credential-fields';
import { loginFailure } from '../login/login-failure';
import { LoginLinks } from '../login/login-links';
import { useForcedLogout } from '../login/use-forced-logout';
import { BrandHeader } from '../onboarding/onboarding-layout';
import { holdSubmit, useHeldSubmit } from '../prerender/held-submit';
import { useDocumentTitle } from '../ui/use-document-title';
import { useFormState } from '../ui/use-form-state';

type Errors = Record<string, string>;

/**
 * `/` and `/login` (part 1 §2.4, §5): email and password with the spec's field messages and dialog,
 * the captcha, then the post-login redirect of the routing rules (redirectTo / redirectLearnerTo, same-site
 * paths only). autologout=true forces a logout; a signed-in visitor is redirected the same way. Social
 * buttons for the providers the server accepts (GET /auth/providers); the analytics events clicked-login,
 * clicked-signup, clicked-join-us-as-mentor and clicked-contact-us.
 */
export default function LoginPage() {
  const client = useClient();
  const { t } = useAppTranslator();
  useDocumentTitle(t('login.title'));
  const { query } = useLocation();
  const authenticated = useSession((s) => s.isAuthenticated);
  const role = useSession((s) => s.user_type);
  const captcha = useCaptcha();
  const credentials = useFormState(EMPTY_CREDENTIALS);
  const { email, password } = credentials.values;
  const [errors, setErrors] = useState<Errors>({});
  // The server's refusal of the email and password together, shown under them (not a dialog).
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dialog, setDialog] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const loggingOut = useForcedLogout(query);
  const form = useRef<HTMLFormElement>(null);
  useHeldSubmit(form, !!captcha.token);
  // A refusal: the focus goes back to the first field (Login was disabled while signing in).
  useEffect(() => {
    if (refusal) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);

  if (authenticated && role && !loggingOut) return <Redirect to={postLoginRedirect(role, query)} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    track('clicked-login');
    const found = validateLogin({ email, password });
    setErrors(found);
    setRefusal(null);
    if (!isValid(found)) return setDialog(LOGIN_MESSAGES.dialog);
    if (!captcha.token) {
      if (captcha.pending && form.current) return holdSubmit(form.current);
      return setErrors({ recaptchaResponse: SIGNUP_MESSAGES.captcha });
    }
    setBusy(true);
    try {
      await login(client, { email: email.trim(), password, recaptchaResponse: captcha.token });
      // The session store now says authenticated: the redirect above takes over.
    } catch (error) {
      captcha.reset();
      const failure = loginFailure(error);
      setErrors(failure.errors);
      setRefusal(failure.refusal);
      if (failure.dialog) setDialog(failure.dialog);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login">
      <BrandHeader />
      <main className="login__main" id="main" tabIndex={-1}>
        <form ref={form} className="login__form" onSubmit={submit} noValidate aria-labelledby="login-title">
          <h1 id="login-title">{t('login.title')}</h1>
          <SocialButtons
            from="login"
            search={window.location.search}
            onSignedIn={() => undefined}
            onError={setDialog}
          />
          <CredentialFields
            field={(name) => credentials.field(name, errors)}
            errors={errors}
            refusal={refusal}
            captcha={captcha.widget}
            busy={busy}
          />
          <LoginLinks />
        </form>
      </main>
      <AlertDialog message={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
