import type { Dashboard } from '@modkit/sdk';
import { LEADERBOARD_ROWS, leaderboardLink, MISSING_TEXT, minutesToHours } from '@modkit/sdk/rules';
import { useT } from '../runtime/i18n';
import { navigate, useWidgetEnv } from '../runtime/widget-env';
import { EmptyState } from '../ui/states';

type Leader = Dashboard['timeBasedStudents'][number];

/** Rows per column: the 10 rows are two columns of 5. */
const COLUMN_ROWS = LEADERBOARD_ROWS / 2;

/**
 * A leaderboard (part 2): 10 rows in two columns of 5, each a table with its own header (rank, learner,
 * hours or answers) so every cell sits under its header; side by side when there is room, one above the
 * other on narrow screens. Each learner links to their details.
 */
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
  const { t, number } = useT();
  const rows = leaders.slice(0, LEADERBOARD_ROWS);
  if (rows.length === 0) return <EmptyState text={t('empty.noRecord')} />;
  const columns = [rows.slice(0, COLUMN_ROWS), rows.slice(COLUMN_ROWS)].filter((c) => c.length > 0);
  return (
    <div className="mk-leaders">
      {columns.map((column, c) => {
        const first = c * COLUMN_ROWS + 1;
        return (
          <table key={first}>
            <caption className="mk-visually-hidden">
              {t('dashboard.rankRange', {
                title,
                first: number(first),
                last: number(first + column.length - 1),
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="mk-leaders__rank">
                  {t('dashboard.rank')}
                </th>
                <th scope="col">{t('discussion.learner')}</th>
                <th scope="col" className="mk-leaders__value">
                  {t(unit === 'hours' ? 'dashboard.hours' : 'dashboard.answers')}
                </th>
              </tr>
            </thead>
            <tbody>
              {column.map((leader, i) => {
                const name =
                  [leader.user_first_name, leader.user_last_name].filter(Boolean).join(' ') || MISSING_TEXT;
                const value =
                  unit === 'hours' ? minutesToHours(leader.mins ?? 0) : (leader.questions_answered ?? 0);
                const path = leaderboardLink(leader.user_uuid, leader.mentorId);
                return (
                  <tr key={String(leader.user_uuid)}>
                    <td className="mk-leaders__rank">{number(first + i)}</td>
                    <td>
                      <button
                        type="button"
                        className="mk-link-btn"
                        onClick={() => navigate(env, { kind: 'learner', id: Number(leader.user_uuid), path })}
                        dir="auto"
                      >
                        {name}
                      </button>
                    </td>
                    <td className="mk-leaders__value">
                      {number(value, { useGrouping: false, maximumFractionDigits: 2 })}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
