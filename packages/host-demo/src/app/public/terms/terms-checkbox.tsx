import { useId } from 'react';
import { useAppTranslator } from '../../i18n/use-app-translator';
import { withNode } from '../../i18n/with-node';
import { TERMS_PATH } from './terms-text';

/** The terms box of the signup forms, its label linking to the terms page (opened in a new tab). */
export function TermsCheckbox({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  const { t } = useAppTranslator();
  return (
    <div className="field checkbox-field">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>
        {withNode(
          (at) => t('signup.agree', { link: at }),
          <a href={TERMS_PATH} target="_blank" rel="noopener">
            {t('signup.terms')}
          </a>,
        )}
      </label>
    </div>
  );
}
