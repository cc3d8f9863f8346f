import { OnboardingLayout } from '../../onboarding/onboarding-layout';
import { Link } from '../../router/link';
import { TERMS_SECTIONS } from './terms-text';
import '../public.css';
import { useAppTranslator } from '../../i18n/use-app-translator';
import { useDocumentTitle } from '../../ui/use-document-title';

/** `/terms-and-conditions` (part 1 §2.1): a readable page of modkit's own short terms, public. */
export default function TermsPage() {
  const { t } = useAppTranslator();
  useDocumentTitle(t('public.terms'));
  return (
    <OnboardingLayout titleId="terms-title" wide>
      <article className="onboarding__form public-article" aria-labelledby="terms-title">
        <h1 id="terms-title">{t('public.terms')}</h1>
        {TERMS_SECTIONS.map((section, i) => (
          <section key={section.title} aria-labelledby={`terms-${i}`}>
            <h2 id={`terms-${i}`}>{section.title}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </section>
        ))}
        <p>
          <Link href="/signup">{t('login.signUp')}</Link> · <Link href="/login">{t('login.title')}</Link>
        </p>
      </article>
    </OnboardingLayout>
  );
}
