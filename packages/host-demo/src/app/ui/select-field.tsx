import type { SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

/** A labelled select with a placeholder option and its field error beside it. */
export function SelectField({
  label,
  error,
  options,
  placeholder = 'Select',
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  options: ReadonlyArray<{ label: string; value: string }>;
  placeholder?: string;
}) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <select {...control} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
