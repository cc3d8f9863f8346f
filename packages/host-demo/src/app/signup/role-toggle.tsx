import { useAppTranslator } from '../i18n/use-app-translator';
import { RadioGroup } from '../ui/radio-group';

const CHOICES = [
  { value: 'STUDENT', label: 'signup.learner' },
  { value: 'MENTOR', label: 'signup.educator' },
] as const;

/** The Learner / Educator toggle of signup (part 1 §2.5): a radio group shown as two segments. */
export function RoleToggle({
  value,
  onChange,
}: {
  value: 'STUDENT' | 'MENTOR';
  onChange(value: 'STUDENT' | 'MENTOR'): void;
}) {
  const { t } = useAppTranslator();
  return (
    <RadioGroup
      className="role-toggle"
      legend={t('signup.as')}
      name="status"
      options={CHOICES.map((choice) => ({ ...choice, label: t(choice.label) }))}
      value={value}
      onChange={onChange}
      labelClassName="role-toggle__label"
    />
  );
}
