import { cancelSession, getSessions, type MentorSession } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { ERROR_TITLES, LIMITS, SESSION_MESSAGES } from '@modkit/sdk/rules';
import { ConfirmDialog, ErrorDialog, Pager } from '@modkit/widgets/ui';
import { useId, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { ResourceList } from '../ui/resource-list';
import { useConfirmedAction } from '../ui/use-confirmed-action';
import { SessionCard } from './session-card';

/**
 * A learner's sessions with their mentors, or a mentor's with their learners (part 1 §2.25, part 2 "Mentor
 * Sessions"): 10 a page, newest first,
 * with the status texts and Cancel (after a Yes/No question; 'Session cancelled successfully.', or the server
 * message in the 'Error!' modal). `version` changes when a session was scheduled.
 */
export function MySessions({
  version,
  onNotice,
  side = 'learner',
  title,
}: {
  version: number;
  onNotice: (text: string) => void;
  side?: 'learner' | 'mentor';
  title?: string;
}) {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const sessions = useResource(
    () => getSessions(client, { page, limit: LIMITS.mentorSessionsPageSize }),
    [client, page, version],
  );
  const cancelling = useConfirmedAction(
    (session: MentorSession) => cancelSession(client, session.id),
    () => {
      onNotice(wire(SESSION_MESSAGES.cancelled));
      sessions.reload();
    },
  );
  const data = sessions.data;
  const now = Date.now();
  return (
    <section
      className="my-sessions"
      aria-labelledby={titleId}
      aria-busy={sessions.status === 'loading' || undefined}
    >
      <h2 id={titleId}>{title ?? t('sessions.mySessions')}</h2>
      <ResourceList resource={sessions} empty={wire(SESSION_MESSAGES.empty)}>
        {(rows) => (
          <ul className="tile-list session-cards">
            {rows.map((session) => (
              <SessionCard
                key={session.id}
                session={session}
                nowMs={now}
                onCancel={cancelling.ask}
                side={side}
              />
            ))}
          </ul>
        )}
      </ResourceList>
      {data ? (
        <Pager page={page} total={data.total} pageSize={LIMITS.mentorSessionsPageSize} onPage={setPage} />
      ) : null}
      <ConfirmDialog
        {...cancelling.dialog}
        title={t('sessions.cancelTitle')}
        message={t('sessions.cancelQuestion')}
        confirmText={t('dialog.yes')}
        cancelText={t('dialog.no')}
      />
      <ErrorDialog
        title={wire(ERROR_TITLES.errorBang)}
        message={cancelling.failure}
        onClose={cancelling.clearFailure}
      />
    </section>
  );
}
