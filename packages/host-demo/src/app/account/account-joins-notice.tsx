import { type AccountJoin, confirmAccountJoin, declineAccountJoin, getAccountJoins } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { errorMessage } from '@modkit/widgets/ui';
import { useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * My Profile's requests to join another account of the person's into this one (issue 43): an LMS's or
 * partner's account whose learner followed a link sent to this account's address. Nothing is joined until
 * this account's owner confirms here; they may decline. Renders nothing while there is none.
 */
export function AccountJoinsNotice({ onJoined }: { onJoined: () => void }) {
  const client = useClient();
  const { t } = useAppTranslator();
  const joins = useResource(() => getAccountJoins(client), [client]);
  const [done, setDone] = useState<string | null>(null);
  if (!joins.data?.length && !done) return null;
  return (
    <section className="account-joins" aria-labelledby="account-joins-title">
      <h2 id="account-joins-title">{t('joins.heading')}</h2>
      {(joins.data ?? []).map((join) => (
        <JoinRequest
          key={join.id}
          join={join}
          onAnswered={(joined) => {
            setDone(joined ? t('joins.joined') : t('joins.declined'));
            joins.reload();
            if (joined) onJoined();
          }}
        />
      ))}
      <p className="account-joins__status" role="status">
        {done ?? ''}
      </p>
    </section>
  );
}

function JoinRequest({ join, onAnswered }: { join: AccountJoin; onAnswered: (joined: boolean) => void }) {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = async (joined: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      await (joined ? confirmAccountJoin(client, join.id) : declineAccountJoin(client, join.id));
      onAnswered(joined);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const values = { name: join.full_name, email: join.email };
  return (
    <div className="account-joins__request">
      <p>
        {join.from ? t('joins.request', { ...values, from: join.from }) : t('joins.requestNoSource', values)}
      </p>
      <p>{t('joins.explain')}</p>
      <div className="account-joins__buttons">
        <button type="button" className="btn" disabled={busy} onClick={() => void answer(true)}>
          {busy ? t('joins.joining') : t('joins.confirm')}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={busy}
          onClick={() => void answer(false)}
        >
          {t('joins.decline')}
        </button>
      </div>
      {failure ? (
        <p className="field__error" role="alert">
          {wire(failure)}
        </p>
      ) : null}
    </div>
  );
}
