import { DEGREE_OPTIONS, GRADE_OPTIONS } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
import { TextField } from '../login/text-field';
import { UniversityTags } from '../profile/university-tags';
import { SelectField } from '../ui/select-field';
import { TextAreaField } from '../ui/text-area-field';
import { AccountSection } from './account-section';
import type { TextField as Field, ProfileScope } from './profile-values';
import { TopicsField } from './topics-field';
import type { ProfileForm } from './use-profile-form';

/**
 * Other Details (part 2 §2): learners fill highest degree, field of study, school or university, grade level,
 * about me, career aspirations, topics of interest and aspired universities (tags); mentors only the topics.
 */
export function OtherDetails({ form, scope }: { form: ProfileForm; scope: ProfileScope }) {
  const { values, set, errors } = form;
  const { t, wire } = useAppTranslator();
  const asOptions = (list: readonly string[]) => list.map((o) => ({ label: wire(o), value: o }));
  const text = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field)(e.currentTarget.value),
  });
  return (
    <AccountSection id="other-details" title={t('profile.otherDetails')}>
      {scope === 'learner' ? (
        <>
          <div className="field-row">
            <SelectField
              label={t('profile.highestDegree')}
              options={asOptions(DEGREE_OPTIONS)}
              {...text('higest_degree')}
            />
            <SelectField
              label={t('profile.gradeLevel')}
              options={asOptions(GRADE_OPTIONS)}
              {...text('grade_level')}
            />
          </div>
          <TextField label={t('profile.fieldOfStudy')} {...text('field_of_study')} />
          <TextField label={t('profile.school')} {...text('current_school_uni')} />
          <TextAreaField label={t('profile.aboutMe')} rows={3} {...text('about')} />
          <TextField label={t('profile.careerAspirations')} {...text('career_aspiration')} />
        </>
      ) : null}
      <TopicsField value={form.topics} onChange={form.setTopics} />
      {scope === 'learner' ? (
        <UniversityTags value={form.universities} onChange={form.setUniversities} />
      ) : null}
    </AccountSection>
  );
}
