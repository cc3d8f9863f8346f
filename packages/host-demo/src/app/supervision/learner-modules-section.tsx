import { getLearnerModules, type LearnerModule } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { EMPTY_STATES, LEARNER_MODULE_FILTERS, LIMITS, learnerModuleStatus } from '@modkit/sdk/rules';
import { Pager } from '@modkit/widgets/ui';
import { useId, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { ResourceList } from '../ui/resource-list';
import { LearnerModulesTable } from './learner-modules-table';
import { ReflectionAnswerDialog } from './reflection-answer-dialog';

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
  const { t, wire } = useAppTranslator();
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
        <h2 id={`${id}-title`}>{t('library.modules')}</h2>
        <div className="field field--inline">
          <label htmlFor={`${id}-filter`}>{t('sup.filter')}</label>
          <select
            id={`${id}-filter`}
            value={filter}
            onChange={(e) => {
              setFilter(e.currentTarget.value);
              setPage(1);
            }}
          >
            {LEARNER_MODULE_FILTERS.map((f) => (
              <option key={f} value={f}>
                {wire(f)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ResourceList resource={modules} empty={wire(EMPTY_STATES.noRecord)}>
        {(rows) => <LearnerModulesTable modules={rows} onRead={setReading} />}
      </ResourceList>
      {data ? (
        <Pager page={page} total={data.total} pageSize={LIMITS.learnerModulesPageSize} onPage={setPage} />
      ) : null}
      <ReflectionAnswerDialog record={reading} onClose={() => setReading(null)} />
    </section>
  );
}
