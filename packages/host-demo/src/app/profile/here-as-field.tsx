import { I_AM_HERE_AS_OPTIONS } from '@modkit/sdk/rules';

/** 'I am here as' (Hobbyist, Parent, Professional) as a radio group with the wire values. */
export function HereAsField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <fieldset className="choice-group">
      <legend>I am here as</legend>
      {I_AM_HERE_AS_OPTIONS.map((option) => (
        <label key={option.value} className="choice-group__option">
          <input
            type="radio"
            name="i_am_here_as"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
