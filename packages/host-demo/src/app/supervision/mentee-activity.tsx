import { getMenteeActivity } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { countText, daysInMonth, menteeActivitySummary, monthLabel } from '@modkit/sdk/rules';
import { ErrorState, LoadingState } from '@modkit/widgets/ui';
import { useId, useState } from 'react';
import { DayMinutesChart } from '../account/day-minutes-chart';
import { latestMonth } from '../projects/projects-query';
import { MonthPicker, monthQuery } from './month-picker';

/**
 * A mentee's activity (part 2 "Mentee View Details"): a month picker (no future months), the column chart of
 * minutes per day (days 1 to 31), the summary lines and, above 500 px, the assigned-category table.
 */
export function MenteeActivity({ menteeId }: { menteeId: number }) {
  const client = useClient();
  const id = useId();
  const [month, setMonth] = useState(latestMonth());
  const activity = useResource(
    () => getMenteeActivity(client, menteeId, monthQuery(month)),
    [client, menteeId, month],
  );
  const data = activity.data;
  const { month: m, year } = monthQuery(month);
  const minutes = Array.from({ length: daysInMonth(year, m) }, (_, i) =>
    (data?.mentorActivity ?? []).filter((a) => a.day === i + 1).reduce((sum, a) => sum + a.mins, 0),
  );
  const summary = data ? menteeActivitySummary(data) : null;
  return (
    <section className="tile learner-section" aria-labelledby={`${id}-title`}>
      <div className="learner-section__head">
        <h2 id={`${id}-title`}>Activity</h2>
        <MonthPicker label="Month" value={month} onChange={setMonth} />
      </div>
      {activity.status === 'loading' && !data ? <LoadingState /> : null}
      {activity.status === 'error' ? <ErrorState error={activity.error} onRetry={activity.reload} /> : null}
      {data ? <DayMinutesChart minutes={minutes} label={`Minutes per day in ${monthLabel(month)}`} /> : null}
      {summary ? (
        <ul className="mentee-summary">
          <li>{countText(summary.assigned, 'module')} assigned</li>
          <li>{countText(summary.viewed, 'module')} viewed</li>
          <li>Top categories: {summary.topCategories.join(', ') || '---'}</li>
        </ul>
      ) : null}
      {data?.assignedCategories.length ? (
        <table className="category-table">
          <caption>Assigned categories</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Modules assigned</th>
            </tr>
          </thead>
          <tbody>
            {data.assignedCategories.map((c) => (
              <tr key={c.category_name}>
                <td>{c.category_name}</td>
                <td>{c.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
