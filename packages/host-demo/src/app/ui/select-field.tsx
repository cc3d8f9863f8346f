import type { SelectHTMLAttributes } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { FieldFrame } from './field-frame';

/** A labelled select with a placeholder option and its field error beside it. */
export function SelectField({
  label,
  error,
  options,
  placeholder,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  options: ReadonlyArray<{ label: string; value: string }>;
  placeholder?: string;
}) {
  const { t } = useAppTranslator();
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <select {...control} {...select}>
          <option value="">{placeholder ?? t('common.select')}</option>
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
