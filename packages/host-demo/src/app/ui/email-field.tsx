import type { InputHTMLAttributes } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { TextField } from '../login/text-field';

/** 'Email': an e-mail input (`name="email"`, autocompleted) with its field error and an optional hint. */
export function EmailField(
  props: InputHTMLAttributes<HTMLInputElement> & {
    error?: string | undefined;
    label?: string;
    refusedBy?: string | undefined;
    hint?: string | undefined;
  },
) {
  const { t } = useAppTranslator();
  return <TextField label={t('field.email')} type="email" name="email" autoComplete="email" {...props} />;
}
