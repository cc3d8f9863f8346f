import { track } from '../analytics/track';
import { useAppTranslator } from '../i18n/use-app-translator';
import { Link } from '../router/link';

/**
 * The links under the login form (part 1 §2.4): Forgot password?, Sign Up, Join us as a mentor and Contact
 * us, the last three with their analytics events.
 */
export function LoginLinks() {
  const { t } = useAppTranslator();
  return (
    <>
      <p className="login__links">
        <Link href="/forgot-password">{t('login.forgot')}</Link>
        <Link href="/signup" onClick={() => track('clicked-signup')}>
          {t('login.signUp')}
        </Link>
      </p>
      <p className="login__links">
        <Link href="/sign-in-link">{t('login.emailLink')}</Link>
      </p>
      <p className="login__links">
        <Link href="/mentor-enquiry" onClick={() => track('clicked-join-us-as-mentor')}>
          {t('login.joinAsMentor')}
        </Link>
        <Link href="/contact-us-enquiry" onClick={() => track('clicked-contact-us')}>
          {t('nav.contactUs')}
        </Link>
      </p>
    </>
  );
}
