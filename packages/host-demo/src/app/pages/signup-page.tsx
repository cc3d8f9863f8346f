import { ApiError, signup } from '@modkit/sdk';
import { useClient, useSession } from '@modkit/sdk/react';
import {
  afterSignupRoute,
  normalizeCountryCode,
  postLoginRedirect,
  signupEnabled,
  signupRole,
  toWhereHearValue,
  validateSignup,
  WHERE_HEAR_OPTIONS,
} from '@modkit/sdk/rules';
import { type FormEvent, useRef, useState } from 'react';
import { useCaptcha } from '../login/captcha';
import { CaptchaField } from '../login/captcha-field';
import { SocialButtons } from '../login/social-buttons';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import { Timeline } from '../onboarding/timeline';
import { TermsAndSubmit } from '../public/terms/terms-and-submit';
import { Link } from '../router/link';
import { navigate, useLocation } from '../router/location';
import { Redirect } from '../router/redirect';
import { PhoneField } from '../signup/phone-field';
import { RoleToggle } from '../signup/role-toggle';
import { AlertDialog } from '../ui/alert-dialog';
import { EmailField } from '../ui/email-field';
import { NameFields } from '../ui/name-fields';
import { NewPasswordField } from '../ui/new-password-field';
import { SelectField } from '../ui/select-field';
import { useFocusFirstError } from '../ui/use-focus-first-error';

type Errors = Record<string, string>;
const WHERE_OPTIONS = WHERE_HEAR_OPTIONS.map((o) => ({ label: o, value: o }));

/**
 * `/signup` (part 1 §2.5, §5): the Learner/Educator toggle (Educator with `?type=educator`), names, e-mail,
 * phone with its country code, password, 'Where did you hear about us?', captcha and terms; the rules'
 * messages and the server's field errors beside the fields; then the after-signup route. Social buttons
 * (with the chosen role) for the providers the server accepts (GET /auth/providers).
 */
export default function SignupPage() {
  const client = useClient();
  const { query } = useLocation();
  const authenticated = useSession((s) => s.isAuthenticated);
  const sessionRole = useSession((s) => s.user_type);
  const captcha = useCaptcha();
  const form = useRef<HTMLFormElement>(null);
  const signingUp = useRef(false);
  const [role, setRole] = useState(() => signupRole(query.get('type')));
  const [fields, setFields] = useState({ first_name: '', last_name: '', email: '', password: '', where: '' });
  const [phone, setPhone] = useState({ country: '', phone: '' });
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [dialog, setDialog] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFocusFirstError(form, errors);

  // An already signed-in visitor is redirected like after login (§2.4); not while our own signup lands.
  if (authenticated && sessionRole && !signingUp.current) {
    return <Redirect to={postLoginRedirect(sessionRole, query)} />;
  }

  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!signupEnabled(terms)) return;
    const countryCode = normalizeCountryCode(phone.country);
    const input = {
      first_name: fields.first_name,
      last_name: fields.last_name,
      email: fields.email.trim(),
      password: fields.password,
      phone: phone.phone,
      country_code: countryCode,
      recaptchaResponse: captcha.token ?? '',
    };
    const found = validateSignup(input);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    signingUp.current = true;
    try {
      await signup(client, {
        ...input,
        phone: input.phone || undefined,
        country_code: countryCode || undefined,
        where_do_you_here_about_us: fields.where ? toWhereHearValue(fields.where) : undefined,
        status: role,
      });
      navigate(afterSignupRoute(role, query.get('redirectLearnerTo')));
    } catch (error) {
      signingUp.current = false;
      captcha.reset();
      setBusy(false);
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      else setDialog(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <OnboardingLayout titleId="signup-title">
      <Timeline current={1} mentor={role === 'MENTOR'} />
      <form
        ref={form}
        className="onboarding__form"
        onSubmit={submit}
        noValidate
        aria-labelledby="signup-title"
      >
        <h1 id="signup-title">Sign Up</h1>
        <RoleToggle value={role} onChange={setRole} />
        <SocialButtons
          from="signup"
          role={role}
          search={window.location.search}
          onStart={() => {
            signingUp.current = true;
          }}
          onSignedIn={() => navigate(afterSignupRoute(role, query.get('redirectLearnerTo')))}
          onError={(message) => {
            signingUp.current = false;
            setDialog(message);
          }}
        />
        <NameFields values={fields} errors={errors} set={set} />
        <EmailField value={fields.email} onChange={set('email')} error={errors.email} />
        <PhoneField
          country={phone.country}
          phone={phone.phone}
          onChange={setPhone}
          errors={{ country_code: errors.country_code, phone: errors.phone }}
        />
        <NewPasswordField value={fields.password} onChange={set('password')} error={errors.password} />
        <SelectField
          label="Where did you hear about us?"
          name="where_do_you_here_about_us"
          value={fields.where}
          onChange={set('where')}
          options={WHERE_OPTIONS}
          error={errors.where_do_you_here_about_us}
        />
        <CaptchaField widget={captcha.widget} error={errors.recaptchaResponse} />
        <TermsAndSubmit
          terms={terms}
          onTerms={setTerms}
          busy={busy}
          label="Sign Up"
          busyLabel="Signing up…"
        />
        <p className="login__links">
          <span>
            Already have an account? <Link href="/login">Login</Link>
          </span>
        </p>
      </form>
      <AlertDialog message={dialog} onClose={() => setDialog(null)} />
    </OnboardingLayout>
  );
}
