import { getLearners, SESSION_DIALOG_LEARNERS_LIMIT } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { useState } from 'react';
import { notify } from '../ui/notices';
import { PageFrame } from '../ui/page-frame';
import { MySessions } from './my-sessions';
import { ScheduleSessionModal } from './schedule-session-modal';
import { MY_SESSIONS_TEXTS } from './session-texts';
import './mentors.css';

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
  return (
    <PageFrame
      title="Mentor Sessions"
      crumbs={[{ label: 'Mentor Sessions' }]}
      actions={
        <button type="button" className="btn" onClick={() => setScheduling(true)}>
          {MY_SESSIONS_TEXTS.schedule}
        </button>
      }
    >
      <MySessions version={version} onNotice={(text) => notify(text)} side="mentor" title="Sessions" />
      <ScheduleSessionModal
        open={scheduling}
        side="mentor"
        people={learners.data?.results ?? []}
        onClose={() => setScheduling(false)}
        onScheduled={() => {
          setScheduling(false);
          notify(MY_SESSIONS_TEXTS.scheduled);
          setVersion((v) => v + 1);
        }}
      />
    </PageFrame>
  );
}
