/** A labelled one-line text input of a form: the `mk-input` control inside `Field`, reporting its text as typed. */
import type { InputHTMLAttributes } from 'react';
import { Field } from './field';

/** The input's own attributes beyond what the field sets: `type`, `inputMode`, `placeholder`… */
type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange'>;

export function TextField({
  id,
  label,
  error,
  value,
  onText,
  ...input
}: {
  /** The input's id, which the label points at. */
  id: string;
  label: string;
  error?: string | null | undefined;
  value: string;
  /** The text as typed, at every change. */
  onText: (text: string) => void;
} & InputAttributes) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        className="mk-input"
        {...input}
        value={value}
        onChange={(e) => onText(e.currentTarget.value)}
      />
    </Field>
  );
}
