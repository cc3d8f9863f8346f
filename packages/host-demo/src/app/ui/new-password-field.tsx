import { PASSWORD_MESSAGES } from '@modkit/sdk/rules';
import type { InputHTMLAttributes } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { TextField } from '../login/text-field';

/** 'Password' for a new account or a new password: the spec's hint below it and the field error. */
export function NewPasswordField(
  props: InputHTMLAttributes<HTMLInputElement> & { error?: string | undefined; label?: string },
) {
  const { t } = useAppTranslator();
  return (
    <TextField
      label={t('field.password')}
      type="password"
      name="password"
      autoComplete="new-password"
      hint={PASSWORD_MESSAGES.hint}
      {...props}
    />
  );
}
