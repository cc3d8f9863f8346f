import { DEGREE_OPTIONS, GRADE_OPTIONS } from '@modkit/sdk/rules';
import { TextField } from '../login/text-field';
import { UniversityTags } from '../profile/university-tags';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import { AccountSection } from './account-section';
import type { TextField as Field, ProfileScope } from './profile-values';
import { TopicsField } from './topics-field';
import type { ProfileForm } from './use-profile-form';

const asOptions = (list: readonly string[]) => list.map((o) => ({ label: o, value: o }));
const DEGREES = asOptions(DEGREE_OPTIONS);
const GRADES = asOptions(GRADE_OPTIONS);

/**
 * Other Details (part 2 §2): learners fill highest degree, field of study, school or university, grade level,
 * about me, career aspirations, topics of interest and aspired universities (tags); mentors only the topics.
 */
export function OtherDetails({ form, scope }: { form: ProfileForm; scope: ProfileScope }) {
  const { values, set, errors } = form;
  const text = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field)(e.currentTarget.value),
  });
  return (
    <AccountSection id="other-details" title="Other Details">
      {scope === 'learner' ? (
        <>
          <div className="field-row">
            <SelectField label="Highest degree" options={DEGREES} {...text('higest_degree')} />
            <SelectField label="Grade level" options={GRADES} {...text('grade_level')} />
          </div>
          <TextField label="Field of study" {...text('field_of_study')} />
          <TextField label="Current school or university" {...text('current_school_uni')} />
          <TextAreaField label="About me" rows={3} {...text('about')} />
          <TextField label="Career aspirations" {...text('career_aspiration')} />
        </>
      ) : null}
      <TopicsField value={form.topics} onChange={form.setTopics} />
      {scope === 'learner' ? (
        <UniversityTags value={form.universities} onChange={form.setUniversities} />
      ) : null}
    </AccountSection>
  );
}
