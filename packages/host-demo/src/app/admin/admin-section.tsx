import type { ReactNode } from 'react';

/** One table of an admin page under its heading, with the heading's New button (Packages, Coupons). */
export function AdminSection({
  id,
  title,
  newLabel,
  onNew,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  newLabel: string;
  onNew: () => void;
  children: ReactNode;
}) {
  return (
    <section className="admin-section" aria-labelledby={id}>
      <div className="admin-section__head">
        <h2 id={id}>{title}</h2>
        <button type="button" className="btn" onClick={onNew}>
          {newLabel}
        </button>
      </div>
      {children}
    </section>
  );
}
