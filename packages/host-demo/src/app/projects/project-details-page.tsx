import { getMyProject } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { editProjectPath, PROJECTS_PATH } from '@modkit/sdk/rules';
import { ErrorState, LoadingState } from '@modkit/widgets/ui';
import type { RouteParams } from '../router/app-route';
import { Link } from '../router/link';
import { PageFrame } from '../ui/page-frame';
import { useSignedInUser } from './learner-package';
import { ProjectBody } from './project-body';
import { RequireProjectSubmission } from './require-project-submission';
import './projects.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * `/projects/project-details/{id}` (part 1 §2.24): module name, project name and type, the points message,
 * Summary, Uploaded Project Files (files and link), the chat with the mentor and 'Edit project'.
 */
export default function ProjectDetailsPage({ params }: { params: RouteParams }) {
  return (
    <RequireProjectSubmission>
      <ProjectDetails id={Number(params.id)} />
    </RequireProjectSubmission>
  );
}

function ProjectDetails({ id }: { id: number }) {
  const client = useClient();
  const { t } = useAppTranslator();
  const CRUMBS = [{ label: t('nav.projects'), href: PROJECTS_PATH }, { label: t('projects.details') }];
  const user = useSignedInUser();
  const project = useResource(() => getMyProject(client, id), [client, id]);
  const p = project.data;
  if (!p) {
    return (
      <PageFrame title={t('projects.details')} crumbs={CRUMBS}>
        {project.status === 'error' ? (
          <ErrorState error={project.error} onRetry={project.reload} />
        ) : (
          <LoadingState />
        )}
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={p.project?.name ?? t('projects.details')}
      crumbs={CRUMBS}
      actions={
        <Link className="btn btn--secondary" href={editProjectPath(p.id)}>
          {t('projects.editProject')}
        </Link>
      }
    >
      <ProjectBody project={p} userId={user?.id} />
    </PageFrame>
  );
}
