import type { ChangeEvent } from 'react';
import { TextField } from '../login/text-field';

type Name = 'first_name' | 'last_name';

/** First Name and Last Name side by side (one column under 480 px), each with its field error. */
export function NameFields({
  values,
  errors,
  set,
}: {
  values: Record<Name, string>;
  errors: Partial<Record<Name, string | undefined>>;
  set: (name: Name) => (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="field-row">
      <TextField
        label="First Name"
        name="first_name"
        autoComplete="given-name"
        value={values.first_name}
        onChange={set('first_name')}
        error={errors.first_name}
      />
      <TextField
        label="Last Name"
        name="last_name"
        autoComplete="family-name"
        value={values.last_name}
        onChange={set('last_name')}
        error={errors.last_name}
      />
    </div>
  );
}
