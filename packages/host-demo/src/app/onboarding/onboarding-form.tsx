import { LOGIN_ROUTE } from '@modkit/sdk/rules';
import type { FormEvent, ReactNode, Ref } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { Link } from '../router/link';
import { useDocumentTitle } from '../ui/use-document-title';

/**
 * The form of a public screen's card (signup, profile step, forgot and reset password): checked by the app
 * rather than the browser, and labelled by its heading, which leads it.
 */
export function OnboardingForm({
  formRef,
  titleId,
  title,
  onSubmit,
  children,
}: {
  /** The form element (a named prop: preact/compat, which the app renders with, keeps `ref` for itself). */
  formRef: Ref<HTMLFormElement>;
  /** The heading's id, which labels the form (and the layout's main). */
  titleId: string;
  title: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <form ref={formRef} className="onboarding__form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </form>
  );
}

/** A public form's submit button: busy (and not pressed again) while its request is on the way. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn--block" disabled={loading} aria-busy={loading || undefined}>
      {children}
    </button>
  );
}

/** The way back to the login screen, under a public screen's form or outcome. */
export function BackToLogin() {
  const { t } = useAppTranslator();
  return (
    <p className="login__links">
      <Link href={LOGIN_ROUTE}>{t('forgot.backToLogin')}</Link>
    </p>
  );
}
