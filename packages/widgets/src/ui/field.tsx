/** A form field: its label, the control (the children) and the field's error under it, when there is one. */
import type { ReactNode } from 'react';

export function Field({
  id,
  label,
  error,
  errorId,
  children,
}: {
  /** The control's id, which the label points at. */
  id: string;
  label: ReactNode;
  error?: string | null | undefined;
  /** An id for the error, for a control that is described by it. */
  errorId?: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <label className="mk-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="mk-field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </>
  );
}
