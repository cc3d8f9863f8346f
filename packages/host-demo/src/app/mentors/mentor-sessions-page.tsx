import { getLearners, SESSION_DIALOG_LEARNERS_LIMIT } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { useState } from 'react';
import { notify } from '../ui/notices';
import { PageFrame } from '../ui/page-frame';
import { MySessions } from './my-sessions';
import { ScheduleSessionModal } from './schedule-session-modal';
import './mentors.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * `/mentor/mentor-sessions` (part 2 "Mentor Sessions"): the mentor's session cards with Cancel (2 h or more
 * ahead), 'Session Ended', 'Session Cancelled', the empty text, and the schedule dialog whose learner picker
 * lists the mentor's learners (100).
 */
export default function MentorSessionsPage() {
  const client = useClient();
  const learners = useResource(() => getLearners(client, { limit: SESSION_DIALOG_LEARNERS_LIMIT }), [client]);
  const [scheduling, setScheduling] = useState(false);
  const [version, setVersion] = useState(0);
  const { t } = useAppTranslator();
  return (
    <PageFrame
      title={t('sessions.mentorSessions')}
      crumbs={[{ label: t('sessions.mentorSessions') }]}
      actions={
        <button type="button" className="btn" onClick={() => setScheduling(true)}>
          {t('sessions.schedule')}
        </button>
      }
    >
      <MySessions
        version={version}
        onNotice={(text) => notify(text)}
        side="mentor"
        title={t('sessions.sessions')}
      />
      <ScheduleSessionModal
        open={scheduling}
        side="mentor"
        people={learners.data?.results ?? []}
        onClose={() => setScheduling(false)}
        onScheduled={() => {
          setScheduling(false);
          notify(t('sessions.scheduled'));
          setVersion((v) => v + 1);
        }}
      />
    </PageFrame>
  );
}
