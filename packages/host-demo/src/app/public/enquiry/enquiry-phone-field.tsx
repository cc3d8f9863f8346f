import { COUNTRY_CODES, phoneAfterCodeChange, phoneLengthFor } from '@modkit/sdk/rules';
import { useId } from 'react';

/** A country's option value: 'India (+91)' (unique; `normalizeCountryCode` reads the code inside). */
export const countryOption = (c: (typeof COUNTRY_CODES)[number]) => `${c.label} (${c.code})`;

/**
 * 'Phone Number' with its country code on the enquiry forms (part 2 §5). Unlike signup's optional phone,
 * it is required and the number is typed freely (up to the code's length), so that the rule's 'Phone No
 * must contain only numbers.' can be seen; changing the code clears the number.
 */
export function EnquiryPhoneField({
  country,
  phone,
  onChange,
  errors,
}: {
  country: string;
  phone: string;
  onChange(next: { country: string; phone: string }): void;
  errors: { country_code?: string | undefined; phone?: string | undefined };
}) {
  const id = useId();
  const codeError = `${id}-code-error`;
  const phoneError = `${id}-phone-error`;
  return (
    <fieldset className="field phone-field">
      <legend>Phone Number</legend>
      <div className="phone-field__row">
        <div className={errors.country_code ? 'field--invalid' : undefined}>
          <label htmlFor={`${id}-code`} className="visually-hidden">
            Country code
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
            <option value="">Code</option>
            {COUNTRY_CODES.map((c) => (
              <option key={c.label} value={countryOption(c)}>
                {countryOption(c)}
              </option>
            ))}
          </select>
        </div>
        <div className={errors.phone ? 'phone-field__number field--invalid' : 'phone-field__number'}>
          <label htmlFor={`${id}-phone`} className="visually-hidden">
            Phone number
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
            onChange={(e) => onChange({ country, phone: e.target.value })}
          />
        </div>
      </div>
      {errors.country_code ? (
        <p id={codeError} className="field__error">
          {errors.country_code}
        </p>
      ) : null}
      {errors.phone ? (
        <p id={phoneError} className="field__error">
          {errors.phone}
        </p>
      ) : null}
    </fieldset>
  );
}
