import { DEGREE_OPTIONS, GRADE_OPTIONS } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
import { TextField } from '../login/text-field';
import { NameFields } from '../ui/name-fields';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import type { useFormState } from '../ui/use-form-state';
import { HereAsField } from './here-as-field';
import { UniversityTags } from './university-tags';

/** The text fields of the profile step (part 1 §2.8), in the order the form holds them. */
const PROFILE_STEP_FIELDS = [
  'first_name',
  'last_name',
  'higest_degree',
  'field_of_study',
  'i_am_here_as',
  'career_aspiration',
  'about',
  'grade_level',
  'current_school_uni',
] as const;

export type ProfileStepValues = Record<(typeof PROFILE_STEP_FIELDS)[number], string>;

/** The profile step's values at the start: the user's own where they are text, empty otherwise. */
export function profileStepValues(user: Record<string, unknown>): ProfileStepValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return Object.fromEntries(PROFILE_STEP_FIELDS.map((name) => [name, text(user[name])])) as ProfileStepValues;
}

/**
 * The fields of the profile step (part 1 §2.8): names, 'I am here as', grade level and highest degree, school
 * or university, field of study, aspired universities, career aspiration and about, each with its error.
 */
export function ProfileStepFields({
  form,
  errors,
  universities,
  onUniversities,
}: {
  form: ReturnType<typeof useFormState<ProfileStepValues>>;
  errors: Record<string, string>;
  universities: string[];
  onUniversities(next: string[]): void;
}) {
  const { values, set, change, field } = form;
  const { t, wire } = useAppTranslator();
  const asOptions = (list: readonly string[]) => list.map((o) => ({ label: wire(o), value: o }));
  return (
    <>
      <NameFields values={values} errors={errors} change={change} />
      <HereAsField value={values.i_am_here_as} onChange={(v) => set({ i_am_here_as: v })} />
      <div className="field-row">
        <SelectField
          label={t('profile.gradeLevel')}
          options={asOptions(GRADE_OPTIONS)}
          {...field('grade_level', errors)}
        />
        <SelectField
          label={t('profile.highestDegree')}
          options={asOptions(DEGREE_OPTIONS)}
          {...field('higest_degree', errors)}
        />
      </div>
      <TextField label={t('profile.school')} {...field('current_school_uni', errors)} />
      <TextField label={t('profile.fieldOfStudy')} {...field('field_of_study', errors)} />
      <UniversityTags value={universities} onChange={onUniversities} />
      <TextField label={t('profile.careerAspiration')} {...field('career_aspiration', errors)} />
      <TextAreaField label={t('profile.aboutYou')} rows={3} {...field('about', errors)} />
    </>
  );
}
