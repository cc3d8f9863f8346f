import type { Dashboard } from '@modkit/sdk';
import { LEADERBOARD_ROWS, leaderboardLink, MISSING_TEXT, minutesToHours } from '@modkit/sdk/rules';
import { navigate, useWidgetEnv } from '../runtime/widget-env';

type Leader = Dashboard['timeBasedStudents'][number];

/** A leaderboard (part 2): 10 rows in two columns of 5, each linking to the learner's details. */
export function Leaderboard({
  title,
  leaders,
  unit,
}: {
  title: string;
  leaders: Leader[];
  unit: 'hours' | 'answers';
}) {
  const env = useWidgetEnv();
  const rows = leaders.slice(0, LEADERBOARD_ROWS);
  if (rows.length === 0) return <p className="mk-muted">No Record Found</p>;
  return (
    <ol className="mk-leaders" aria-label={title}>
      {rows.map((leader) => {
        const name =
          [leader.user_first_name, leader.user_last_name].filter(Boolean).join(' ') || MISSING_TEXT;
        const value =
          unit === 'hours' ? `${minutesToHours(leader.mins ?? 0)} h` : `${leader.questions_answered ?? 0}`;
        const path = leaderboardLink(leader.user_uuid, leader.mentorId);
        return (
          <li key={String(leader.user_uuid)}>
            <button
              type="button"
              className="mk-link-btn"
              onClick={() => navigate(env, { kind: 'learner', id: Number(leader.user_uuid), path })}
            >
              {name}
            </button>
            <span className="mk-muted">{value}</span>
          </li>
        );
      })}
    </ol>
  );
}
