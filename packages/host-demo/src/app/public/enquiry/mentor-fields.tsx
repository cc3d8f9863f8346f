import { DEGREE_OPTIONS } from '@modkit/sdk/rules';
import { TextField } from '../../login/text-field';
import { SelectField } from '../../ui/select-field';
import type { EnquiryValues } from './enquiry-values';

const DEGREES = DEGREE_OPTIONS.map((d) => ({ label: d, value: d }));

/** The mentor enquiry's own fields (part 2, Contact Us and enquiry forms): institute, degree, LinkedIn. */
export function MentorFields({
  values,
  errors,
  set,
}: {
  values: EnquiryValues;
  errors: Record<string, string>;
  set(name: keyof EnquiryValues): (e: { target: { value: string } }) => void;
}) {
  return (
    <>
      <TextField
        label="Name of institute"
        name="name_of_institute"
        autoComplete="organization"
        value={values.name_of_institute}
        onChange={set('name_of_institute')}
        error={errors.name_of_institute}
      />
      <SelectField
        label="Highest degree"
        name="highest_degree"
        value={values.highest_degree}
        onChange={set('highest_degree')}
        options={DEGREES}
        error={errors.highest_degree}
      />
      <TextField
        label="LinkedIn profile URL"
        type="url"
        name="linkedin_profile_url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/…"
        value={values.linkedin_profile_url}
        onChange={set('linkedin_profile_url')}
        error={errors.linkedin_profile_url}
      />
    </>
  );
}
