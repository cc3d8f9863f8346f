import { WHERE_HEAR_OPTIONS } from '@modkit/sdk/rules';
import type { ReactNode } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { CaptchaField } from '../login/captcha-field';
import { Link } from '../router/link';
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
  linked = false,
}: {
  form: ReturnType<typeof useFormState<SignupValues>>;
  errors: Record<string, string>;
  captcha: ReactNode;
  /**
   * The form came from a sign-up link by e-mail (WCAG 3.3.8): its address is the link's, and the link stands in
   * for the captcha. Otherwise the captcha, with the way to such a link beside it.
   */
  linked?: boolean;
}) {
  const { values, set, change, field } = form;
  const { t, wire } = useAppTranslator();
  return (
    <>
      <NameFields values={values} errors={errors} change={change} />
      <EmailField {...field('email', errors)} readOnly={linked} />
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
      {linked ? (
        <p className="field__hint" id="signup-linked">
          {t('signup.linkedEmail')}
        </p>
      ) : (
        <>
          <CaptchaField widget={captcha} error={errors.recaptchaResponse} />
          <p className="login__links">
            <Link href="/sign-in-link">{t('signup.emailLink')}</Link>
          </p>
        </>
      )}
      {errors.email_token ? (
        <p className="field__error" role="alert">
          {wire(errors.email_token)}
        </p>
      ) : null}
    </>
  );
}
