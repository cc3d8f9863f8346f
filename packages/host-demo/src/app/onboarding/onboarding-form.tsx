import type { FormEvent, ReactNode, Ref } from 'react';

/**
 * The form of a public screen's card (signup, profile step, forgot and reset password): checked by the app
 * rather than the browser, and labelled by its heading, which leads it.
 */
export function OnboardingForm({
  ref,
  titleId,
  title,
  onSubmit,
  children,
}: {
  ref: Ref<HTMLFormElement>;
  /** The heading's id, which labels the form (and the layout's main). */
  titleId: string;
  title: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form ref={ref} className="onboarding__form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </form>
  );
}
