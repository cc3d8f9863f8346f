import { getMyProjects } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { EMPTY_STATES, LIMITS, myListOrder, NEW_PROJECT_PATH } from '@modkit/sdk/rules';
import { Pager } from '@modkit/widgets/ui';
import { gatedPage } from '../router/gated-page';
import { Link } from '../router/link';
import { navigate, useLocation } from '../router/location';
import { PageFrame } from '../ui/page-frame';
import { ResourceList } from '../ui/resource-list';
import { useFlash } from './flash';
import { ProjectFilters } from './project-filters';
import { projectsPath, readProjectsQuery } from './projects-query';
import { ProjectsTable } from './projects-table';
import { RequireProjectSubmission } from './require-project-submission';
import './projects.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * `/projects` (part 1 §2.24): the learner's submitted projects, 10 a page, filtered by month, sorted
 * Newest/Oldest and searched by keyword (the state is in the URL), with 'Submit a Project'. Gated by project
 * submission.
 */
export default gatedPage(RequireProjectSubmission, ProjectsList);

function ProjectsList() {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const { query } = useLocation();
  const state = readProjectsQuery(query);
  const flash = useFlash();
  const { page, month, sort, keyword } = state;
  const projects = useResource(
    () =>
      getMyProjects(client, {
        page,
        limit: LIMITS.projectsPageSize,
        order_by: myListOrder(sort),
        ...(keyword ? { keyword } : {}),
        ...(month ? { date: month } : {}),
      }),
    [client, page, month, sort, keyword],
  );
  const data = projects.data;
  return (
    <PageFrame
      title={t('nav.projects')}
      crumbs={[{ label: t('nav.projects') }]}
      actions={
        <Link className="btn" href={NEW_PROJECT_PATH}>
          {t('projects.submitA')}
        </Link>
      }
    >
      {flash ? (
        <p className="notice" role="status">
          {wire(flash)}
        </p>
      ) : null}
      <ProjectFilters
        value={state}
        onChange={(next) => navigate(projectsPath({ ...state, ...next, page: 1 }), { replace: true })}
      />
      <div className="projects-list" aria-busy={projects.status === 'loading' || undefined}>
        <ResourceList resource={projects} empty={wire(EMPTY_STATES.noProjects)}>
          {(rows) => <ProjectsTable projects={rows} />}
        </ResourceList>
        {data ? (
          <Pager
            page={page}
            total={data.total}
            pageSize={LIMITS.projectsPageSize}
            onPage={(next) => navigate(projectsPath({ ...state, page: next }))}
          />
        ) : null}
      </div>
    </PageFrame>
  );
}
