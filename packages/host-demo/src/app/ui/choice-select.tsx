import { useAppTranslator } from '../i18n/use-app-translator';
/**
 * A labelled select among named choices, each option's text also its value (My List's filter and sort, the
 * projects' sort).
 */
export function ChoiceSelect<Choice extends string>({
  id,
  label,
  choices,
  value,
  onChange,
}: {
  id: string;
  label: string;
  choices: readonly Choice[];
  value: Choice;
  onChange: (choice: Choice) => void;
}) {
  // The choices are the rules' (the spec's English, also the values): shown in the page's language.
  const { wire } = useAppTranslator();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Choice)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {wire(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}
