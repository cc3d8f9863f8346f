import type { InputHTMLAttributes } from 'react';
import { TextField } from '../login/text-field';

/** 'Email': an e-mail input (`name="email"`, autocompleted) with its field error. */
export function EmailField(
  props: InputHTMLAttributes<HTMLInputElement> & { error?: string | undefined; label?: string },
) {
  return <TextField label="Email" type="email" name="email" autoComplete="email" {...props} />;
}
