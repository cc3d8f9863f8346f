import { useSession } from '@modkit/sdk/react';
import { afterSignupRoute, postLoginRedirect, signupRole } from '@modkit/sdk/rules';
import { useRef, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useCaptcha } from '../login/captcha';
import { SocialButtons } from '../login/social-buttons';
import { OnboardingForm } from '../onboarding/onboarding-form';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import { Timeline } from '../onboarding/timeline';
import { useHeldSubmit } from '../prerender/held-submit';
import { TermsAndSubmit } from '../public/terms/terms-and-submit';
import { Link } from '../router/link';
import { navigate, useLocation } from '../router/location';
import { Redirect } from '../router/redirect';
import { RoleToggle } from '../signup/role-toggle';
import { SignupFields } from '../signup/signup-fields';
import { EMPTY_SIGNUP } from '../signup/signup-values';
import { useSignupSubmit } from '../signup/use-signup-submit';
import { AlertDialog } from '../ui/alert-dialog';
import { useFocusFirstError } from '../ui/use-focus-first-error';
import { useFormState } from '../ui/use-form-state';

/**
 * `/signup` (part 1 §2.5, §5): the Learner/Educator toggle (Educator with `?type=educator`), names, e-mail,
 * phone with its country code, password, 'Where did you hear about us?', captcha and terms; the rules'
 * messages and the server's field errors beside the fields; then the after-signup route. Social buttons
 * (with the chosen role) for the providers the server accepts (GET /auth/providers).
 */
export default function SignupPage() {
  const { query } = useLocation();
  const { t } = useAppTranslator();
  const authenticated = useSession((s) => s.isAuthenticated);
  const sessionRole = useSession((s) => s.user_type);
  const captcha = useCaptcha();
  const form = useRef<HTMLFormElement>(null);
  const signingUp = useRef(false);
  const [role, setRole] = useState(() => signupRole(query.get('type')));
  // A sign-up link by e-mail (POST /auth/email-link) brings its token and address: no captcha then.
  const emailToken = query.get('email_token');
  const fields = useFormState({ ...EMPTY_SIGNUP, email: (emailToken && query.get('email')) || '' });
  const [terms, setTerms] = useState(false);
  const signedUp = () => navigate(afterSignupRoute(role, query.get('redirectLearnerTo')));
  const { errors, dialog, setDialog, busy, submit } = useSignupSubmit({
    role,
    values: fields.values,
    captcha,
    terms,
    signingUp,
    form,
    onSignedUp: signedUp,
    emailToken,
  });
  // Sent before the app took the painted page over, or before the captcha could answer: sent now.
  useHeldSubmit(form, !!captcha.token);
  useFocusFirstError(form, errors);

  // An already signed-in visitor is redirected like after login (part 1 §2.4); not while our own signup
  // lands.
  if (authenticated && sessionRole && !signingUp.current) {
    return <Redirect to={postLoginRedirect(sessionRole, query)} />;
  }

  return (
    <OnboardingLayout titleId="signup-title">
      <Timeline current={1} mentor={role === 'MENTOR'} />
      <OnboardingForm formRef={form} titleId="signup-title" title={t('login.signUp')} onSubmit={submit}>
        <RoleToggle value={role} onChange={setRole} />
        <SocialButtons
          from="signup"
          role={role}
          search={window.location.search}
          onStart={() => {
            signingUp.current = true;
          }}
          onSignedIn={signedUp}
          onError={(message) => {
            signingUp.current = false;
            setDialog(message);
          }}
        />
        <SignupFields form={fields} errors={errors} captcha={captcha.widget} linked={!!emailToken} />
        <TermsAndSubmit terms={terms} onTerms={setTerms} busy={busy} />
        <p className="login__links">
          <span>
            {t('signup.haveAccount')} <Link href="/login">{t('login.title')}</Link>
          </span>
        </p>
      </OnboardingForm>
      <AlertDialog message={dialog} onClose={() => setDialog(null)} />
    </OnboardingLayout>
  );
}
