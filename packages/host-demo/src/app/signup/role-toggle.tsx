/** The Learner / Educator toggle of signup (part 1 §2.5): a radio group shown as two segments. */
export function RoleToggle({
  value,
  onChange,
}: {
  value: 'STUDENT' | 'MENTOR';
  onChange(value: 'STUDENT' | 'MENTOR'): void;
}) {
  const choices = [
    { value: 'STUDENT', label: 'Learner' },
    { value: 'MENTOR', label: 'Educator' },
  ] as const;
  return (
    <fieldset className="role-toggle">
      <legend>Sign up as</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="role-toggle__option">
          <input
            type="radio"
            name="status"
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span className="role-toggle__label">{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
