import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

/** A labelled textarea with its field error beside it. */
export function TextAreaField({
  label,
  error,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined }) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => <textarea {...control} {...area} />}
    </FieldFrame>
  );
}
