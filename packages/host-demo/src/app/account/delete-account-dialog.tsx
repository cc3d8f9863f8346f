import { ApiError, deleteMyAccount, mailAccountDeletionLink } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { LOGIN_ROUTE } from '@modkit/sdk/rules';
import { errorMessage, Modal } from '@modkit/widgets/ui';
import { type FormEvent, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { TextField } from '../login/text-field';
import { navigate } from '../router/location';
import { FocusedStatus } from '../ui/focused-status';
import { YOUR_DATA_TEXTS as T } from './your-data-texts';

type State = { kind: 'form' | 'busy' } | { kind: 'sent' | 'deleted'; message: string };

/** Ends the session of a deleted account and goes to the login page. */
export function leaveDeletedAccount(client: ReturnType<typeof useClient>) {
  client.session?.getState().clear();
  navigate(LOGIN_ROUTE, { replace: true });
}

/**
 * Delete my account (issue 27): the warning, the password (DELETE /users/account), or for an account without
 * one a mailed confirmation link (POST /users/account/deletion-link). The server's message shows once the
 * account is deleted; OK ends the session.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t, wire } = useAppTranslator();
  const client = useClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<State>({ kind: 'form' });
  const close = () => {
    if (state.kind === 'deleted') return leaveDeletedAccount(client);
    setPassword('');
    setError(undefined);
    setState({ kind: 'form' });
    onClose();
  };
  const run = async (call: () => Promise<string>, done: 'sent' | 'deleted') => {
    setState({ kind: 'busy' });
    setError(undefined);
    try {
      setState({ kind: done, message: await call() });
    } catch (failure) {
      setState({ kind: 'form' });
      const fields = failure instanceof ApiError ? failure.fieldErrors : {};
      setError(fields.password ?? fields.token ?? errorMessage(failure));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => deleteMyAccount(client, { password }), 'deleted');
  };
  const busy = state.kind === 'busy';
  return (
    <Modal open={open} title={t(T.deleteTitle)} onClose={close}>
      {state.kind === 'sent' || state.kind === 'deleted' ? (
        <div className="password-done">
          <FocusedStatus>{wire(state.message)}</FocusedStatus>
          <button type="button" className="btn" onClick={close}>
            {t(T.done)}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={busy || undefined}>
          <p>{t(T.deleteWarning)}</p>
          <TextField
            label={t(T.passwordLabel)}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <button type="submit" className="btn btn--danger btn--block" disabled={busy}>
            {busy ? t(T.deleting) : t(T.confirmDelete)}
          </button>
          <p className="delete-account__alternative">
            {t(T.noPassword)}{' '}
            <button
              type="button"
              className="link-button"
              disabled={busy}
              onClick={() => void run(() => mailAccountDeletionLink(client), 'sent')}
            >
              {t(T.mailLink)}
            </button>
          </p>
        </form>
      )}
    </Modal>
  );
}
