import { claimSchoolAddress } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { errorMessage } from '@modkit/widgets/ui';
import { useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { TextField } from '../login/text-field';

/**
 * An LMS's or partner's learner's address as what it is (issue 43): "Address from <platform>", read only,
 * not verified, with the way to make it the account's own (a link mailed to it, opened while signed in
 * here). Shown in Basic Details in place of the e-mail field; the status line keeps its place.
 */
export function SchoolAddressField({ email, from }: { email: string; from: string | null }) {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    setState('busy');
    setFailure(null);
    try {
      await claimSchoolAddress(client);
      setState('sent');
    } catch (error) {
      setState('idle');
      setFailure(errorMessage(error));
    }
  };
  return (
    <div className="school-address">
      <TextField
        label={from ? t('address.fromSchool', { from }) : t('address.fromYourSchool')}
        type="email"
        value={email}
        readOnly
        hint={t('address.unverified')}
      />
      <button type="button" className="btn btn--secondary" onClick={send} disabled={state === 'busy'}>
        {state === 'busy' ? t('address.claiming') : t('address.claim')}
      </button>
      <p className={failure ? 'field__error school-address__status' : 'school-address__status'} role="status">
        {failure ? wire(failure) : state === 'sent' ? t('address.sent', { email }) : ''}
      </p>
    </div>
  );
}
