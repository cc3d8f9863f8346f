import type { ChangeEvent } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { TextField } from '../login/text-field';

type Name = 'first_name' | 'last_name';

const NAMES = [
  { name: 'first_name', label: 'field.firstName', autoComplete: 'given-name' },
  { name: 'last_name', label: 'field.lastName', autoComplete: 'family-name' },
] as const;

/** First Name and Last Name side by side (one column under 480 px), each with its field error. */
export function NameFields({
  values,
  errors,
  change,
}: {
  values: Record<Name, string>;
  errors: Partial<Record<Name, string | undefined>>;
  change: (name: Name) => (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useAppTranslator();
  return (
    <div className="field-row">
      {NAMES.map(({ name, label, autoComplete }) => (
        <TextField
          key={name}
          label={t(label)}
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={change(name)}
          error={errors[name]}
        />
      ))}
    </div>
  );
}
