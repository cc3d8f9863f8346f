import { useState } from 'react';

/** A change event as the form's inputs, selects and text areas send it. */
type ValueEvent = { target: { value: string } };

/** What `field(name, errors)` gives a field: its value, its onChange and its error. */
export interface FieldProps {
  value: string;
  onChange(event: ValueEvent): void;
  error: string | undefined;
}

/**
 * One form's text values kept together: `set` merges a patch, `change(name)` is the onChange of the field that
 * holds `name`, and `field(name, errors)` gives that field its value, onChange and error (spread on a
 * TextField, SelectField or TextAreaField).
 */
export function useFormState<V extends { [K in keyof V]: string }>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const set = (patch: Partial<V>) => setValues((v) => ({ ...v, ...patch }));
  const change = (name: keyof V) => (event: ValueEvent) => set({ [name]: event.target.value } as Partial<V>);
  const field = (
    name: keyof V & string,
    errors: Readonly<Record<string, string | undefined>>,
  ): FieldProps => ({
    value: values[name],
    onChange: change(name),
    error: errors[name],
  });
  return { values, set, change, field };
}
