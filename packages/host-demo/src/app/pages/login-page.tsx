import { ApiError, login, logout } from '@modkit/sdk';
import { useClient, useSession } from '@modkit/sdk/react';
import {
  FORBIDDEN_MESSAGE,
  FORBIDDEN_TEXT,
  forcesLogout,
  LOGIN_MESSAGES,
  postLoginRedirect,
  SIGNUP_MESSAGES,
  validateLogin,
} from '@modkit/sdk/rules';
import { type FormEvent, useEffect, useState } from 'react';
import { track } from '../analytics/track';
import { useCaptcha } from '../login/captcha';
import { SocialButtons } from '../login/social-buttons';
import { Link } from '../router/link';
import { navigate, useLocation } from '../router/location';
import { Redirect } from '../router/redirect';
import { AlertDialog } from '../ui/alert-dialog';
import '../onboarding/onboarding.css';
import { CredentialFields } from '../login/credential-fields';

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
  const { query } = useLocation();
  const authenticated = useSession((s) => s.isAuthenticated);
  const role = useSession((s) => s.user_type);
  const captcha = useCaptcha();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [dialog, setDialog] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [loggingOut, setLoggingOut] = useState(() => forcesLogout(query));

  useEffect(() => {
    if (!loggingOut) return;
    let live = true;
    void logout(client)
      .catch(() => undefined)
      .finally(() => {
        const rest = new URLSearchParams(window.location.search);
        rest.delete('autologout');
        navigate(`${window.location.pathname}${rest.size ? `?${rest}` : ''}`, { replace: true });
        if (live) setLoggingOut(false);
      });
    return () => {
      live = false;
    };
  }, [client, loggingOut]);

  if (authenticated && role && !loggingOut) return <Redirect to={postLoginRedirect(role, query)} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    track('clicked-login');
    const found = validateLogin({ email, password });
    setErrors(found);
    if (Object.keys(found).length) return setDialog(LOGIN_MESSAGES.dialog);
    if (!captcha.token) return setErrors({ recaptchaResponse: SIGNUP_MESSAGES.captcha });
    setBusy(true);
    try {
      await login(client, { email: email.trim(), password, recaptchaResponse: captcha.token });
      // The session store now says authenticated: the redirect above takes over.
    } catch (error) {
      captcha.reset();
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors);
        if (!Object.keys(error.fieldErrors).length) setDialog(error.message);
      } else if (error instanceof Error && error.message === FORBIDDEN_MESSAGE) {
        setDialog(FORBIDDEN_TEXT);
      } else {
        setDialog(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login">
      <header className="login__brand">
        <p className="brand">modkit</p>
      </header>
      <main className="login__main" id="main">
        <form className="login__form" onSubmit={submit} noValidate aria-labelledby="login-title">
          <h1 id="login-title">Login</h1>
          <SocialButtons
            from="login"
            search={window.location.search}
            onSignedIn={() => undefined}
            onError={setDialog}
          />
          <CredentialFields
            email={email}
            password={password}
            onEmail={setEmail}
            onPassword={setPassword}
            errors={errors}
            captcha={captcha.widget}
            busy={busy}
          />
          <p className="login__links">
            <Link href="/forgot-password">Forgot password?</Link>
            <Link href="/signup" onClick={() => track('clicked-signup')}>
              Sign Up
            </Link>
          </p>
          <p className="login__links">
            <Link href="/mentor-enquiry" onClick={() => track('clicked-join-us-as-mentor')}>
              Join us as a mentor
            </Link>
            <Link href="/contact-us-enquiry" onClick={() => track('clicked-contact-us')}>
              Contact us
            </Link>
          </p>
        </form>
      </main>
      <AlertDialog message={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
