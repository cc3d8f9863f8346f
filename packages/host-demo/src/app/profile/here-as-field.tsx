import { I_AM_HERE_AS_OPTIONS } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
import { RadioGroup } from '../ui/radio-group';

/** 'I am here as' (Hobbyist, Parent, Professional) as a radio group with the wire values. */
export function HereAsField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t, wire } = useAppTranslator();
  return (
    <RadioGroup
      className="choice-group"
      legend={t('profile.hereAs')}
      name="i_am_here_as"
      options={I_AM_HERE_AS_OPTIONS.map((o) => ({ ...o, label: wire(o.label) }))}
      value={value}
      onChange={onChange}
    />
  );
}
