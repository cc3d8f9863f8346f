import { FAILURE_MESSAGES, PROFILE_ROUTE } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
import { Link } from '../router/link';
import { useDocumentTitle } from '../ui/use-document-title';

/** 403 and 404 (part 1 §2.12): the spec's text and 'Back to Home' to the profile route. */
export default function ErrorPage({ status }: { status: 403 | 404 }) {
  const { t, wire } = useAppTranslator();
  const text = status === 403 ? FAILURE_MESSAGES.forbiddenPage : FAILURE_MESSAGES.notFoundPage;
  useDocumentTitle(wire(text));
  return (
    <main className="error-page" id="main" tabIndex={-1}>
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1>{wire(text)}</h1>
      <Link className="btn" href={PROFILE_ROUTE}>
        {t('error.backHome')}
      </Link>
    </main>
  );
}
