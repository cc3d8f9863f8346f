import { getLearnerProjects } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { EMPTY_STATES, LIMITS, mentorProjectPath } from '@modkit/sdk/rules';
import { Pager } from '@modkit/widgets/ui';
import { useId, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { ProjectFilters } from '../projects/project-filters';
import { ProjectsTable } from '../projects/projects-table';
import { ResourceList } from '../ui/resource-list';

/**
 * A learner's submitted projects as their mentor sees them (part 2 "Learner View Details"): 5 a page,
 * Newest/Oldest, 'Search for projects', 'No Record Found'; each opens the mentor's project details.
 */
export function LearnerProjectsSection({
  learnerId,
  mentorId,
}: {
  learnerId: number;
  /** The mentee a super mentor reads through. */
  mentorId?: number | undefined;
}) {
  const client = useClient();
  const id = useId();
  const { t, wire } = useAppTranslator();
  const [filters, setFilters] = useState({ month: '', sort: 'Newest' as 'Newest' | 'Oldest', keyword: '' });
  const [page, setPage] = useState(1);
  const projects = useResource(
    () =>
      getLearnerProjects(client, learnerId, {
        page,
        limit: LIMITS.learnerModulesPageSize,
        order_by: filters.sort === 'Oldest' ? 'ASC' : 'DESC',
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
        ...(mentorId ? { mentorId } : {}),
      }),
    [client, learnerId, mentorId, page, filters.sort, filters.keyword],
  );
  const data = projects.data;
  return (
    <section className="tile learner-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('nav.projects')}</h2>
      <ProjectFilters
        withMonth={false}
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <ResourceList resource={projects} empty={wire(EMPTY_STATES.noRecord)}>
        {(rows) => (
          <ProjectsTable
            projects={rows}
            detailsPath={(p) => mentorProjectPath(learnerId, p.id, mentorId)}
            editPath={null}
          />
        )}
      </ResourceList>
      {data ? (
        <Pager page={page} total={data.total} pageSize={LIMITS.learnerModulesPageSize} onPage={setPage} />
      ) : null}
    </section>
  );
}
