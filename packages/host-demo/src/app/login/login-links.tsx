import { track } from '../analytics/track';
import { Link } from '../router/link';

/**
 * The links under the login form (part 1 §2.4): Forgot password?, Sign Up, Join us as a mentor and Contact
 * us, the last three with their analytics events.
 */
export function LoginLinks() {
  return (
    <>
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
    </>
  );
}
