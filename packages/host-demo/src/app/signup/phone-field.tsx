import { COUNTRY_CODES, phoneAfterCodeChange, phoneLengthFor } from '@modkit/sdk/rules';
import { useId } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';

/** A country's option value: 'India (+91)' (unique; `normalizeCountryCode` reads the code inside). */
export const countryOption = (c: (typeof COUNTRY_CODES)[number]) => `${c.label} (${c.code})`;

/**
 * Phone with its country code (part 1 §5, part 2 §5): the code select and the number, each with its
 * error; the number is cut to the code's length and changing the code clears it. Signup's optional phone
 * takes digits only (`digitsOnly`); the enquiry forms let anything be typed, so that their rule's 'Phone
 * No must contain only numbers.' can be seen.
 */
export function PhoneField({
  country,
  phone,
  onChange,
  errors,
  legend,
  digitsOnly = true,
}: {
  country: string;
  phone: string;
  onChange(next: { country: string; phone: string }): void;
  errors: { country_code?: string | undefined; phone?: string | undefined };
  legend?: string;
  digitsOnly?: boolean;
}) {
  const id = useId();
  const { t } = useAppTranslator();
  const codeError = `${id}-code-error`;
  const phoneError = `${id}-phone-error`;
  return (
    <fieldset className="field phone-field">
      <legend>{legend ?? t('field.phoneOptional')}</legend>
      <div className="phone-field__row">
        <div className={errors.country_code ? 'field--invalid' : undefined}>
          <label htmlFor={`${id}-code`} className="visually-hidden">
            {t('field.countryCode')}
          </label>
          <select
            id={`${id}-code`}
            name="country_code"
            value={country}
            aria-invalid={errors.country_code ? true : undefined}
            aria-describedby={errors.country_code ? codeError : undefined}
            onChange={(e) =>
              onChange({
                country: e.target.value,
                phone: phoneAfterCodeChange(country, e.target.value, phone),
              })
            }
          >
            <option value="">{t('field.code')}</option>
            {COUNTRY_CODES.map((c) => (
              <option key={c.label} value={countryOption(c)}>
                {countryOption(c)}
              </option>
            ))}
          </select>
        </div>
        <div className={errors.phone ? 'phone-field__number field--invalid' : 'phone-field__number'}>
          <label htmlFor={`${id}-phone`} className="visually-hidden">
            {t('field.phoneNumber')}
          </label>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={phoneLengthFor(country)}
            value={phone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? phoneError : undefined}
            onChange={(e) =>
              onChange({ country, phone: digitsOnly ? e.target.value.replace(/\D/g, '') : e.target.value })
            }
          />
        </div>
      </div>
      <FieldError id={codeError} text={errors.country_code} />
      <FieldError id={phoneError} text={errors.phone} />
    </fieldset>
  );
}

/** A field's error under the row (a rule's or the api's text, in the page's language). */
function FieldError({ id, text }: { id: string; text: string | undefined }) {
  const { wire } = useAppTranslator();
  return text ? (
    <p id={id} className="field__error">
      {wire(text)}
    </p>
  ) : null;
}
