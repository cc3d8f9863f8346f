import { signupDisabledReason, signupEnabled } from '@modkit/sdk/rules';
import { useId } from 'react';
import { useAppTranslator } from '../../i18n/use-app-translator';
import { TermsCheckbox } from './terms-checkbox';

/**
 * The end of a signup form (the signup page's and instant signup's): the terms box (its label links to the terms
 * page) and the Sign Up button, disabled until the terms are ticked (part 1 §5), with the reason said under it
 * while it is.
 */
export function TermsAndSubmit({
  terms,
  onTerms,
  busy,
}: {
  terms: boolean;
  onTerms(checked: boolean): void;
  busy: boolean;
}) {
  const reasonId = useId();
  const { t, wire } = useAppTranslator();
  const reason = signupDisabledReason(terms);
  return (
    <>
      <TermsCheckbox checked={terms} onChange={onTerms} />
      <button
        type="submit"
        className="btn btn--block"
        disabled={!signupEnabled(terms) || busy}
        aria-describedby={reason ? reasonId : undefined}
      >
        {busy ? t('signup.signingUp') : t('login.signUp')}
      </button>
      {reason ? (
        <p id={reasonId} className="field__hint">
          {wire(reason)}
        </p>
      ) : null}
    </>
  );
}
