import { PASSWORD_MESSAGES } from '@modkit/sdk/rules';
import type { InputHTMLAttributes } from 'react';
import { TextField } from '../login/text-field';

/** 'Password' for a new account or a new password: the spec's hint below it and the field error. */
export function NewPasswordField(
  props: InputHTMLAttributes<HTMLInputElement> & { error?: string | undefined; label?: string },
) {
  return (
    <TextField
      label="Password"
      type="password"
      name="password"
      autoComplete="new-password"
      hint={PASSWORD_MESSAGES.hint}
      {...props}
    />
  );
}
