import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from '../ui/field-frame';

/** A labelled input with an optional hint and its field error beside it. */
export function TextField({
  label,
  error,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}
