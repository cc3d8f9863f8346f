import type { MentorSession } from '@modkit/sdk';
import { canCancelSession, MISSING_TEXT, SESSION_MESSAGES, sessionStatusLabel } from '@modkit/sdk/rules';
import { useId } from 'react';
import type { AppId } from '../i18n/use-app-translator';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useDates } from '../i18n/use-dates';
import { type Fact, FactList } from '../ui/fact-list';

/** Whose list a session card is in: a learner reads the mentor's name, a mentor the learner's. */
type Side = 'learner' | 'mentor';

/** A session's details: the other person (always, '---' without a name), and its module and project if any. */
function sessionFacts(session: MentorSession, side: Side, t: (id: AppId) => string): Fact[] {
  const other = side === 'learner' ? session.mentor?.full_name : session.learner?.full_name;
  const facts: Fact[] = [
    {
      label: side === 'learner' ? t('sessions.mentor') : t('sessions.learner'),
      value: other || MISSING_TEXT,
    },
    { label: t('library.module'), value: session.module?.name },
    { label: t('projects.project'), value: session.project?.name },
  ];
  return facts.filter((fact) => fact.value);
}

/**
 * One session of a learner or a mentor (part 2 "Mentor Sessions", §4, §9): when, with whom, module, project and
 * notes; Cancel while SCHEDULED and 2 h or more ahead, 'Session Ended', 'Session Cancelled'.
 */
export function SessionCard({
  session,
  nowMs,
  onCancel,
  side = 'learner',
}: {
  session: MentorSession;
  nowMs: number;
  onCancel: (session: MentorSession) => void;
  side?: Side;
}) {
  const whenId = useId();
  const { t, wire } = useAppTranslator();
  const dates = useDates();
  const label = sessionStatusLabel(session.status);
  const cancellable = canCancelSession(session.status, session.scheduled_on, nowMs);
  return (
    <li className="tile session-card">
      <p className="session-card__when" id={whenId}>
        <time dateTime={session.scheduled_on}>{dates.dayTime(session.scheduled_on)}</time>
      </p>
      <FactList className="session-card__facts" facts={sessionFacts(session, side, t)} />
      {session.description ? <p className="session-card__notes">{session.description}</p> : null}
      <div className="session-card__status">
        {label === 'Cancel' ? (
          cancellable ? (
            <button
              type="button"
              className="btn btn--secondary"
              aria-describedby={whenId}
              onClick={() => onCancel(session)}
            >
              {t('sessions.cancel')} <span className="visually-hidden">{t('sessions.sessionHidden')}</span>
            </button>
          ) : (
            <p className="session-card__note">{wire(SESSION_MESSAGES.tooLateToCancel)}</p>
          )
        ) : label ? (
          <p className={`session-card__badge session-card__badge--${session.status.toLowerCase()}`}>
            {label === 'Session Ended' ? t('sessions.ended') : t('sessions.cancelled')}
          </p>
        ) : null}
      </div>
    </li>
  );
}
