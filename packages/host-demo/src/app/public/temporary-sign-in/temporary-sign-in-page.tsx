import { ApiError, login } from '@modkit/sdk';
import { useClient, useSession } from '@modkit/sdk/react';
import {
  FORBIDDEN_MESSAGE,
  FORBIDDEN_TEXT,
  postLoginRedirect,
  SIGNUP_MESSAGES,
  validateTemporarySignIn,
} from '@modkit/sdk/rules';
import { type FormEvent, useRef, useState } from 'react';
import { useAppTranslator } from '../../i18n/use-app-translator';
import { useCaptcha } from '../../login/captcha';
import { CredentialFields, EMPTY_CREDENTIALS } from '../../login/credential-fields';
import { OnboardingLayout } from '../../onboarding/onboarding-layout';
import { heldForCaptcha, useHeldSubmit } from '../../prerender/held-submit';
import { Redirect } from '../../router/redirect';
import { AlertDialog } from '../../ui/alert-dialog';
import { useTabTitle } from '../../ui/use-document-title';
import { useFocusFirstError } from '../../ui/use-focus-first-error';
import { useFormState } from '../../ui/use-form-state';

/** Where a role lands (part 1 §2.13): a learner on My Library, every other role on the mentor library. */
const landing = (role: string) => postLoginRedirect(role, new URLSearchParams());

/**
 * `/temporary-sign-in` (part 1 §2.13, §5; the spec does not show its path): email, password and Login,
 * tab title 'Welcome to Mentor Dashboard'; a missing field is alerted ('Email is required', 'password is
 * required') and marked beside the field; the server's refusal is alerted too. A signed-in visitor goes
 * straight to their library.
 */
export default function TemporarySignInPage() {
  const { t } = useAppTranslator();
  // The tab title and the heading (part 1 §2.13).
  useTabTitle(t('public.temporaryTitle'));
  const client = useClient();
  const authenticated = useSession((s) => s.isAuthenticated);
  const role = useSession((s) => s.user_type);
  const captcha = useCaptcha();
  const form = useRef<HTMLFormElement>(null);
  const credentials = useFormState(EMPTY_CREDENTIALS);
  const { email, password } = credentials.values;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFocusFirstError(form, alert ? {} : errors);
  // Pressed before the captcha could answer (its settings still on the way): sent once it answers.
  useHeldSubmit(form, !!captcha.token);

  if (authenticated && role) return <Redirect to={landing(role)} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateTemporarySignIn({ email, password });
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return setAlert(first);
    if (heldForCaptcha(form, captcha)) return;
    if (!captcha.token) return setErrors({ recaptchaResponse: SIGNUP_MESSAGES.captcha });
    setBusy(true);
    try {
      await login(client, { email: email.trim(), password, recaptchaResponse: captcha.token });
      // The session now says authenticated: the redirect above takes over.
    } catch (error) {
      captcha.reset();
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      else if (error instanceof Error && error.message === FORBIDDEN_MESSAGE) setAlert(FORBIDDEN_TEXT);
      else setAlert(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <OnboardingLayout titleId="temporary-sign-in-title">
      <form ref={form} className="onboarding__form" onSubmit={submit} noValidate>
        <h1 id="temporary-sign-in-title">{t('public.temporaryTitle')}</h1>
        <CredentialFields
          field={(name) => credentials.field(name, errors)}
          errors={errors}
          captcha={captcha.widget}
          busy={busy}
        />
      </form>
      <AlertDialog message={alert} onClose={() => setAlert(null)} />
    </OnboardingLayout>
  );
}
