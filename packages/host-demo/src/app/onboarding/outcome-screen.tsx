import { type ReactNode, useEffect, useRef } from 'react';
import { useDocumentTitle } from '../ui/use-document-title';
import { OnboardingLayout } from './onboarding-layout';

/**
 * The screen a public form ends on (the reset link sent, the password changed): its heading, focused when the
 * screen shows, then what follows it. Its tab title is the heading, then the form's when given
 * (`documentTitle`: "Check your e-mail – Forgot password – modkit", so two forms' outcomes never share one).
 */
export function OutcomeScreen({
  titleId,
  title,
  documentTitle,
  children,
}: {
  titleId: string;
  title: string;
  /** The tab title's parts, most particular first, when not the heading alone. */
  documentTitle?: Array<string | null | undefined>;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(...(documentTitle ?? [title]));
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <OnboardingLayout titleId={titleId}>
      <section className="onboarding__form" aria-labelledby={titleId}>
        <h1 id={titleId} ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {children}
      </section>
    </OnboardingLayout>
  );
}
