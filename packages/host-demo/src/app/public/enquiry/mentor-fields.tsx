import { DEGREE_OPTIONS } from '@modkit/sdk/rules';
import { useAppTranslator } from '../../i18n/use-app-translator';
import { TextField } from '../../login/text-field';
import { SelectField } from '../../ui/select-field';
import type { FieldProps } from '../../ui/use-form-state';
import type { EnquiryValues } from './enquiry-values';

const DEGREES = DEGREE_OPTIONS.map((d) => ({ label: d, value: d }));

/** The mentor enquiry's own fields (part 2, Contact Us and enquiry forms): institute, degree, LinkedIn. */
export function MentorFields({
  field,
}: {
  /** The value, onChange and error of one of the enquiry's fields. */
  field(name: keyof EnquiryValues): FieldProps;
}) {
  const { t } = useAppTranslator();
  return (
    <>
      <TextField
        label={t('public.institute')}
        name="name_of_institute"
        autoComplete="organization"
        {...field('name_of_institute')}
      />
      <SelectField
        label={t('profile.highestDegree')}
        name="highest_degree"
        options={DEGREES}
        {...field('highest_degree')}
      />
      <TextField
        label={t('public.linkedin')}
        type="url"
        name="linkedin_profile_url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/…"
        {...field('linkedin_profile_url')}
      />
    </>
  );
}
