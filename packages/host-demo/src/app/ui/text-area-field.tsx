import { type TextareaHTMLAttributes, useId } from 'react';

/** A labelled textarea with its field error beside it (aria-describedby). */
export function TextAreaField({
  label,
  error,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...area}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
