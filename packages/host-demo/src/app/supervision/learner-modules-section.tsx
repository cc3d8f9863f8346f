import { getLearnerModules, type LearnerModule } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import {
  assignedByText,
  CLICK_TO_VIEW,
  EMPTY_STATES,
  LEARNER_MODULE_FILTERS,
  LIMITS,
  learnerModuleStatus,
  learnerModuleStatusText,
  MISSING_TEXT,
} from '@modkit/sdk/rules';
import { EmptyState, ErrorState, LoadingState, Pager } from '@modkit/widgets/ui';
import { useId, useState } from 'react';
import { formatDate } from '../projects/format-date';
import { ColumnHeads } from '../ui/column-heads';
import { ReflectionAnswerDialog } from './reflection-answer-dialog';

const COLUMNS = [
  'Module Name',
  'Reflection ques.',
  'Last Viewed Date',
  'Assigned Date',
  'Assigned By',
  'Status',
];

/**
 * A learner's modules as their mentor sees them (part 2 "Learner View Details"): 5 a page, filtered by
 * Select Filter / Assigned / Viewed, the reflection answer behind 'Click to view'. `version` reloads it.
 */
export function LearnerModulesSection({
  learnerId,
  mentorId,
  version,
}: {
  learnerId: number;
  /** The mentee a super mentor reads through. */
  mentorId?: number | undefined;
  version: number;
}) {
  const client = useClient();
  const id = useId();
  const [filter, setFilter] = useState<string>(LEARNER_MODULE_FILTERS[0]);
  const [page, setPage] = useState(1);
  const [reading, setReading] = useState<LearnerModule | null>(null);
  const status = learnerModuleStatus(filter);
  const modules = useResource(
    () =>
      getLearnerModules(client, learnerId, {
        page,
        limit: LIMITS.learnerModulesPageSize,
        ...(status ? { status } : {}),
        ...(mentorId ? { mentorId } : {}),
      }),
    [client, learnerId, mentorId, page, status, version],
  );
  const data = modules.data;
  return (
    <section className="tile learner-section" aria-labelledby={`${id}-title`}>
      <div className="learner-section__head">
        <h2 id={`${id}-title`}>Modules</h2>
        <div className="field field--inline">
          <label htmlFor={`${id}-filter`}>Filter</label>
          <select
            id={`${id}-filter`}
            value={filter}
            onChange={(e) => {
              setFilter(e.currentTarget.value);
              setPage(1);
            }}
          >
            {LEARNER_MODULE_FILTERS.map((f) => (
              <option key={f}>{f}</option>
            ))}
          </select>
        </div>
      </div>
      {modules.status === 'loading' && !data ? <LoadingState /> : null}
      {modules.status === 'error' ? <ErrorState error={modules.error} onRetry={modules.reload} /> : null}
      {data && !data.results.length ? <EmptyState text={EMPTY_STATES.noRecord} /> : null}
      {data?.results.length ? (
        <table className="projects-table learner-modules-table">
          <caption className="visually-hidden">The learner's modules</caption>
          <ColumnHeads columns={COLUMNS} />
          <tbody>
            {data.results.map((row) => (
              <tr key={row.id}>
                <td data-label={COLUMNS[0]}>{row.module?.name ?? MISSING_TEXT}</td>
                <td data-label={COLUMNS[1]}>
                  {row.module?.reflection_question ? (
                    <button type="button" className="link-button" onClick={() => setReading(row)}>
                      {CLICK_TO_VIEW}
                      <span className="visually-hidden"> ({row.module.name})</span>
                    </button>
                  ) : (
                    MISSING_TEXT
                  )}
                </td>
                <td data-label={COLUMNS[2]}>{row.lastViewd ? formatDate(row.lastViewd) : MISSING_TEXT}</td>
                <td data-label={COLUMNS[3]}>{row.created_at ? formatDate(row.created_at) : MISSING_TEXT}</td>
                <td data-label={COLUMNS[4]}>{assignedByText(row.assignedby)}</td>
                <td data-label={COLUMNS[5]}>{learnerModuleStatusText(row.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data ? (
        <Pager page={page} total={data.total} pageSize={LIMITS.learnerModulesPageSize} onPage={setPage} />
      ) : null}
      <ReflectionAnswerDialog record={reading} onClose={() => setReading(null)} />
    </section>
  );
}
