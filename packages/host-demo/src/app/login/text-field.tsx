import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from '../ui/field-frame';

/** A labelled input with an optional hint and its field error beside it. */
export function TextField({
  label,
  error,
  hint,
  refusedBy,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The id of the form's message that refuses this field with others (FieldFrame). */
  refusedBy?: string | undefined;
}) {
  return (
    <FieldFrame label={label} error={error} hint={hint} refusedBy={refusedBy}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}
