import { getMenteeStats } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { menteeStatsFigures } from '@modkit/sdk/rules';
import { ErrorState, LoadingState } from '@modkit/widgets/ui';
import { useId, useState } from 'react';
import { latestMonth } from '../projects/projects-query';
import { MonthPicker, monthQuery } from './month-picker';

/**
 * 'Assigned Learners Stats' (part 2 "Mentee View Details"), with its own month picker: total learners, active
 * learners, total and average hours, projects submitted, reflection questions answered.
 */
export function MenteeStats({ menteeId, totalLearners }: { menteeId: number; totalLearners: number }) {
  const client = useClient();
  const id = useId();
  const [month, setMonth] = useState(latestMonth());
  const stats = useResource(
    () => getMenteeStats(client, menteeId, monthQuery(month)),
    [client, menteeId, month],
  );
  return (
    <section className="tile learner-section" aria-labelledby={`${id}-title`}>
      <div className="learner-section__head">
        <h2 id={`${id}-title`}>Assigned Learners Stats</h2>
        <MonthPicker label="Stats month" value={month} onChange={setMonth} />
      </div>
      {stats.status === 'loading' && !stats.data ? <LoadingState /> : null}
      {stats.status === 'error' ? <ErrorState error={stats.error} onRetry={stats.reload} /> : null}
      {stats.data ? (
        <dl className="stat-figures">
          {menteeStatsFigures(stats.data, totalLearners).map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
