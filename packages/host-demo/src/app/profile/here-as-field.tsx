import { I_AM_HERE_AS_OPTIONS } from '@modkit/sdk/rules';
import { RadioGroup } from '../ui/radio-group';

/** 'I am here as' (Hobbyist, Parent, Professional) as a radio group with the wire values. */
export function HereAsField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <RadioGroup
      className="choice-group"
      legend="I am here as"
      name="i_am_here_as"
      options={I_AM_HERE_AS_OPTIONS}
      value={value}
      onChange={onChange}
    />
  );
}
