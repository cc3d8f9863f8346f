import { WHERE_HEAR_OPTIONS } from '@modkit/sdk/rules';
import type { ReactNode } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { CaptchaField } from '../login/captcha-field';
import { EmailField } from '../ui/email-field';
import { NameFields } from '../ui/name-fields';
import { NewPasswordField } from '../ui/new-password-field';
import { SelectField } from '../ui/select-field';
import type { useFormState } from '../ui/use-form-state';
import { PhoneField } from './phone-field';
import type { SignupValues } from './signup-values';

const WHERE_OPTIONS = WHERE_HEAR_OPTIONS.map((o) => ({ label: o, value: o }));

/**
 * The fields of `/signup` (part 1 §2.5) between the social buttons and the terms: names, e-mail, phone with
 * its country code, password, 'Where did you hear about us?' and the captcha, each with its error.
 */
export function SignupFields({
  form,
  errors,
  captcha,
}: {
  form: ReturnType<typeof useFormState<SignupValues>>;
  errors: Record<string, string>;
  captcha: ReactNode;
}) {
  const { values, set, change, field } = form;
  const { t, wire } = useAppTranslator();
  return (
    <>
      <NameFields values={values} errors={errors} change={change} />
      <EmailField {...field('email', errors)} />
      <PhoneField
        country={values.country}
        phone={values.phone}
        onChange={set}
        errors={{ country_code: errors.country_code, phone: errors.phone }}
      />
      <NewPasswordField {...field('password', errors)} />
      <SelectField
        label={t('signup.where')}
        name="where_do_you_here_about_us"
        value={values.where}
        onChange={change('where')}
        options={WHERE_OPTIONS.map((o) => ({ ...o, label: wire(o.label) }))}
        error={errors.where_do_you_here_about_us}
      />
      <CaptchaField widget={captcha} error={errors.recaptchaResponse} />
    </>
  );
}
