import type { Client } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { ErrorState, LoadingState } from '@modkit/widgets/ui';
import { type ReactNode, useId, useState } from 'react';
import { latestMonth } from '../projects/projects-query';
import { MonthPicker, monthQuery } from './month-picker';

/**
 * A section of a mentee's details read one month at a time (part 2 "Mentee View Details": Activity, Assigned
 * Learners Stats): its heading with its own month picker (the latest month first), then the month's data
 * loading, failing (with Retry) or shown by `children`.
 */
export function MenteeMonthSection<Data>({
  title,
  pickerLabel,
  menteeId,
  read,
  children,
}: {
  title: string;
  pickerLabel: string;
  menteeId: number;
  read: (client: Client, menteeId: number, query: ReturnType<typeof monthQuery>) => Promise<Data>;
  children: (data: Data, month: string) => ReactNode;
}) {
  const client = useClient();
  const id = useId();
  const [month, setMonth] = useState(latestMonth());
  const resource = useResource(() => read(client, menteeId, monthQuery(month)), [client, menteeId, month]);
  const data = resource.data;
  return (
    <section className="tile learner-section" aria-labelledby={`${id}-title`}>
      <div className="learner-section__head">
        <h2 id={`${id}-title`}>{title}</h2>
        <MonthPicker label={pickerLabel} value={month} onChange={setMonth} />
      </div>
      {resource.status === 'loading' && !data ? <LoadingState /> : null}
      {resource.status === 'error' ? <ErrorState error={resource.error} onRetry={resource.reload} /> : null}
      {data ? children(data, month) : null}
    </section>
  );
}
