import { LOGIN_ROUTE } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import { Link } from '../router/link';
import { useDocumentTitle } from '../ui/use-document-title';

/**
 * A page that signs the visitor in by itself (an LTI hand-off, a LinkedIn callback): 'Signing you in…'
 * while it works, else the failure and the way to the login page.
 */
export function SigningInScreen({ title, failure }: { title: string; failure: string | null }) {
  const { t } = useAppTranslator();
  useDocumentTitle(title);
  return (
    <OnboardingLayout titleId="signing-in-title">
      <section className="onboarding__form" aria-labelledby="signing-in-title">
        <h1 id="signing-in-title">{title}</h1>
        {failure ? (
          <>
            <p role="alert" className="field__error">
              {failure}
            </p>
            <Link className="btn btn--block" href={LOGIN_ROUTE}>
              {t('reset.goToLogin')}
            </Link>
          </>
        ) : (
          <p role="status">{t('signin.signingIn')}</p>
        )}
      </section>
    </OnboardingLayout>
  );
}
