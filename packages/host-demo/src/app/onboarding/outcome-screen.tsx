import { type ReactNode, useEffect, useRef } from 'react';
import { useDocumentTitle } from '../ui/use-document-title';
import { OnboardingLayout } from './onboarding-layout';

/**
 * The screen a public form ends on (the reset link sent, the password changed): its heading, focused when the
 * screen shows, then what follows it.
 */
export function OutcomeScreen({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(title);
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
