import { RadioGroup } from '../ui/radio-group';

const CHOICES = [
  { value: 'STUDENT', label: 'Learner' },
  { value: 'MENTOR', label: 'Educator' },
] as const;

/** The Learner / Educator toggle of signup (part 1 §2.5): a radio group shown as two segments. */
export function RoleToggle({
  value,
  onChange,
}: {
  value: 'STUDENT' | 'MENTOR';
  onChange(value: 'STUDENT' | 'MENTOR'): void;
}) {
  return (
    <RadioGroup
      className="role-toggle"
      legend="Sign up as"
      name="status"
      options={CHOICES}
      value={value}
      onChange={onChange}
      labelClassName="role-toggle__label"
    />
  );
}
