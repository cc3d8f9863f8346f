import { useId } from 'react';
import { TERMS_PATH } from './terms-text';

/** The terms box of the signup forms, its label linking to the terms page (opened in a new tab). */
export function TermsCheckbox({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  return (
    <div className="field checkbox-field">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>
        I agree to the{' '}
        <a href={TERMS_PATH} target="_blank" rel="noopener">
          terms and conditions
        </a>
      </label>
    </div>
  );
}
