import { getMyMentors } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { hasMentorSessions, NO_MENTORS_TEXT } from '@modkit/sdk/rules';
import { EmptyState, ErrorState, LoadingState } from '@modkit/widgets/ui';
import { useId, useState } from 'react';
import { useViewer } from '../library/use-viewer';
import { LOCKED_PAGES } from '../locked/locked-pages';
import { useLearnerPackage } from '../projects/learner-package';
import { Redirect } from '../router/redirect';
import { PageFrame } from '../ui/page-frame';
import { MentorCard } from './mentor-card';
import { MySessions } from './my-sessions';
import { ScheduleSessionModal } from './schedule-session-modal';
import './mentors.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * `/mentor-sessions` "My Mentors" (part 1 §2.25): the learner's mentor cards (or the no-mentors text), the
 * schedule-session modal and the learner's sessions. A package without sessions (number_of_session 0) goes
 * to `/mentor-sessions-locked`.
 */
export default function MyMentorsPage() {
  const pkg = useLearnerPackage();
  const { learner } = useViewer();
  // Each role to its own sessions screen: mentors and super mentors have theirs.
  if (!learner) return <Redirect to="/mentor/mentor-sessions" />;
  if (!hasMentorSessions(pkg)) return <Redirect to={LOCKED_PAGES.sessions.path} />;
  return <MyMentors />;
}

function MyMentors() {
  const client = useClient();
  const mentorsTitle = useId();
  const mentors = useResource(() => getMyMentors(client), [client]);
  const [scheduling, setScheduling] = useState(false);
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState('');
  const { t, wire } = useAppTranslator();
  const list = mentors.data?.results ?? [];
  return (
    <PageFrame
      title={t('nav.myMentors')}
      crumbs={[{ label: t('nav.myMentors') }]}
      actions={
        list.length ? (
          <button type="button" className="btn" onClick={() => setScheduling(true)}>
            {t('sessions.schedule')}
          </button>
        ) : null
      }
    >
      <p className={notice ? 'notice' : 'visually-hidden'} role="status">
        {notice}
      </p>
      <section aria-labelledby={mentorsTitle}>
        <h2 id={mentorsTitle} className="visually-hidden">
          {t('sessions.mentors')}
        </h2>
        {mentors.status === 'loading' && !mentors.data ? <LoadingState /> : null}
        {mentors.status === 'error' ? <ErrorState error={mentors.error} onRetry={mentors.reload} /> : null}
        {mentors.data && !list.length ? <EmptyState text={wire(NO_MENTORS_TEXT)} /> : null}
        {list.length ? (
          <ul className="tile-list mentor-cards">
            {list.map((mentor) => (
              <li key={mentor.id}>
                <MentorCard mentor={mentor} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <MySessions version={version} onNotice={setNotice} />
      <ScheduleSessionModal
        open={scheduling}
        people={list}
        onClose={() => setScheduling(false)}
        onScheduled={() => {
          setScheduling(false);
          setNotice(t('sessions.scheduled'));
          setVersion((v) => v + 1);
        }}
      />
    </PageFrame>
  );
}
