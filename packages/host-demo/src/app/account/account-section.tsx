import type { ReactNode } from 'react';

/** A titled section of the account pages, labelled by its heading. */
export function AccountSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="account-section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
