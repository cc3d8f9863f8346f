import { deleteMyAccount } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { errorMessage } from '@modkit/widgets/ui';
import { useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useLocation } from '../router/location';
import { PageFrame } from '../ui/page-frame';
import { leaveDeletedAccount } from './delete-account-dialog';
import { YOUR_DATA_TEXTS as T } from './your-data-texts';
import './account.css';
import './profile.css';
import { FocusedStatus } from '../ui/focused-status';

/**
 * `/delete-account?token=…` (issue 27): the confirmation link mailed to an account without a password. One
 * button deletes the account with the link's token (DELETE /users/account); the server's message shows, and
 * OK ends the session.
 */
export default function DeleteAccountPage() {
  const { t, wire } = useAppTranslator();
  const client = useClient();
  const { query } = useLocation();
  const token = query.get('token') ?? '';
  const [state, setState] = useState<{ kind: 'ask' | 'busy' } | { kind: 'done' | 'failed'; message: string }>(
    {
      kind: 'ask',
    },
  );
  const confirm = async () => {
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', message: await deleteMyAccount(client, { token }) });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error) });
    }
  };
  return (
    <PageFrame
      title={t(T.linkPageTitle)}
      crumbs={[{ label: t('profile.title'), href: '/my-profile' }, { label: t(T.linkPageTitle) }]}
    >
      <div className="your-data">
        {!token ? <p>{t(T.linkMissing)}</p> : null}
        {token && (state.kind === 'ask' || state.kind === 'busy') ? (
          <>
            <p>{t(T.linkPageLead)}</p>
            <p>{t(T.deleteWarning)}</p>
            <button
              type="button"
              className="btn btn--danger"
              disabled={state.kind === 'busy'}
              onClick={confirm}
            >
              {state.kind === 'busy' ? t(T.deleting) : t(T.confirmDelete)}
            </button>
          </>
        ) : null}
        {state.kind === 'failed' ? (
          <p role="alert" className="field__error">
            {wire(state.message)}
          </p>
        ) : null}
        {state.kind === 'done' ? (
          <>
            <FocusedStatus>{wire(state.message)}</FocusedStatus>
            <button type="button" className="btn" onClick={() => leaveDeletedAccount(client)}>
              {t(T.done)}
            </button>
          </>
        ) : null}
      </div>
    </PageFrame>
  );
}
