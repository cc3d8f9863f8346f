import { ENQUIRY_TOPICS } from '@modkit/sdk/rules';
import { type FormEvent, useRef } from 'react';
import { useAppTranslator } from '../../i18n/use-app-translator';
import { useCaptcha } from '../../login/captcha';
import { CaptchaField } from '../../login/captcha-field';
import { heldForCaptcha, useHeldSubmit } from '../../prerender/held-submit';
import { PhoneField } from '../../signup/phone-field';
import { EmailField } from '../../ui/email-field';
import { NameFields } from '../../ui/name-fields';
import { SelectField } from '../../ui/select-field';
import { TextAreaField } from '../../ui/text-area-field';
import { useFocusFirstError } from '../../ui/use-focus-first-error';
import { useFormState } from '../../ui/use-form-state';
import type { EnquiryValues, EnquiryVariant } from './enquiry-values';
import { MentorFields } from './mentor-fields';

/**
 * The one enquiry form of contact-us, the public contact enquiry and the mentor enquiry (part 1 §2.9, part
 * 2 Contact Us and enquiry forms, §5): First Name, Last Name, Email, Phone Number with its country code,
 * Nature of Enquiry, Message, the Security Check captcha and Submit; the mentor variant adds institute,
 * highest degree and LinkedIn profile URL. Values survive a failed send.
 */
export function EnquiryForm({
  variant,
  initial,
  errors,
  busy,
  labelledBy,
  onSubmit,
}: {
  variant: EnquiryVariant;
  initial: EnquiryValues;
  errors: Record<string, string>;
  busy: boolean;
  labelledBy: string;
  onSubmit(values: EnquiryValues, captcha: { token: string | null; reset(): void }): void;
}) {
  const { t, wire } = useAppTranslator();
  const captcha = useCaptcha({ label: t('public.securityCheck') });
  const form = useRef<HTMLFormElement>(null);
  const { values, set, change, field } = useFormState(initial);
  useFocusFirstError(form, errors);
  // Pressed before the captcha could answer (its settings still on the way): sent once it answers.
  useHeldSubmit(form, !!captcha.token);
  const fieldOf = (name: keyof EnquiryValues) => field(name, errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (heldForCaptcha(form, captcha)) return;
    onSubmit(values, captcha);
  };

  return (
    <form
      ref={form}
      className="enquiry-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
    >
      <NameFields values={values} errors={errors} change={change} />
      <EmailField {...fieldOf('email')} />
      <PhoneField
        legend={t('public.phoneNumber')}
        digitsOnly={false}
        country={values.country}
        phone={values.phone}
        onChange={set}
        errors={{ country_code: errors.country_code, phone: errors.phone }}
      />
      {variant === 'mentor' ? <MentorFields field={fieldOf} /> : null}
      <SelectField
        label={t('public.nature')}
        name="topic"
        options={ENQUIRY_TOPICS.map((topic) => ({ label: wire(topic), value: topic }))}
        {...fieldOf('topic')}
      />
      <TextAreaField label={t('public.message')} name="message" rows={5} {...fieldOf('message')} />
      <CaptchaField widget={captcha.widget} error={errors.recaptchaResponse} />
      <button type="submit" className="btn" disabled={busy}>
        {busy ? t('public.submitting') : t('public.submit')}
      </button>
    </form>
  );
}
