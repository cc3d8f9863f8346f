import { OnboardingLayout } from '../../onboarding/onboarding-layout';
import { Link } from '../../router/link';
import { TERMS_SECTIONS } from './terms-text';
import '../public.css';

/** `/terms-and-conditions` (part 1 §2.1): a readable page of modkit's own short terms, public. */
export default function TermsPage() {
  return (
    <OnboardingLayout titleId="terms-title" wide>
      <article className="onboarding__form public-article" aria-labelledby="terms-title">
        <h1 id="terms-title">Terms and conditions</h1>
        {TERMS_SECTIONS.map((section, i) => (
          <section key={section.title} aria-labelledby={`terms-${i}`}>
            <h2 id={`terms-${i}`}>{section.title}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </section>
        ))}
        <p>
          <Link href="/signup">Sign Up</Link> · <Link href="/login">Login</Link>
        </p>
      </article>
    </OnboardingLayout>
  );
}
