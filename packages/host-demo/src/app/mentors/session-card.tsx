import type { MentorSession } from '@modkit/sdk';
import { canCancelSession, MISSING_TEXT, SESSION_MESSAGES, sessionStatusLabel } from '@modkit/sdk/rules';
import { useId } from 'react';
import { formatDateTime } from '../projects/format-date';

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
  /** Whose list it is: a learner reads the mentor's name, a mentor the learner's. */
  side?: 'learner' | 'mentor';
}) {
  const whenId = useId();
  const label = sessionStatusLabel(session.status);
  const cancellable = canCancelSession(session.status, session.scheduled_on, nowMs);
  return (
    <li className="tile session-card">
      <p className="session-card__when" id={whenId}>
        <time dateTime={session.scheduled_on}>{formatDateTime(session.scheduled_on)}</time>
      </p>
      <dl className="session-card__facts">
        <div>
          <dt>{side === 'learner' ? 'Mentor' : 'Learner'}</dt>
          <dd>
            {(side === 'learner' ? session.mentor?.full_name : session.learner?.full_name) || MISSING_TEXT}
          </dd>
        </div>
        {session.module?.name ? (
          <div>
            <dt>Module</dt>
            <dd>{session.module.name}</dd>
          </div>
        ) : null}
        {session.project?.name ? (
          <div>
            <dt>Project</dt>
            <dd>{session.project.name}</dd>
          </div>
        ) : null}
      </dl>
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
              Cancel<span className="visually-hidden"> session</span>
            </button>
          ) : (
            <p className="session-card__note">{SESSION_MESSAGES.tooLateToCancel}</p>
          )
        ) : label ? (
          <p className={`session-card__badge session-card__badge--${session.status.toLowerCase()}`}>
            {label}
          </p>
        ) : null}
      </div>
    </li>
  );
}
