import { ApiError, getMyProject, type UserProject } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { PROJECTS_PATH } from '@modkit/sdk/rules';
import { ErrorState, LoadingState } from '@modkit/widgets/ui';
import type { RouteParams } from '../router/app-route';
import { PageFrame } from '../ui/page-frame';
import { ProjectForm } from './project-form';
import { RequireProjectSubmission } from './require-project-submission';
import './projects.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * `/projects/new-project` and `/projects/edit-project/{id}` (part 1 §2.24, §5): the project form, new or
 * filled with the submission to edit. Gated by project submission.
 */
export default function ProjectFormPage({ params }: { params: RouteParams }) {
  const id = params.id ? Number(params.id) : null;
  return <RequireProjectSubmission>{id ? <EditProject id={id} /> : <NewProject />}</RequireProjectSubmission>;
}

const crumbs = (projects: string, label: string) => [{ label: projects, href: PROJECTS_PATH }, { label }];

function NewProject() {
  const { t } = useAppTranslator();
  return (
    <PageFrame title={t('projects.new')} crumbs={crumbs(t('nav.projects'), t('projects.new'))}>
      <ProjectForm editing={null} />
    </PageFrame>
  );
}

function EditProject({ id }: { id: number }) {
  const client = useClient();
  const { t } = useAppTranslator();
  const project = useResource<UserProject>(() => getMyProject(client, id), [client, id]);
  return (
    <PageFrame title={t('projects.editTitle')} crumbs={crumbs(t('nav.projects'), t('projects.editTitle'))}>
      {project.data ? <ProjectForm editing={project.data} /> : null}
      {!project.data && project.status === 'loading' ? <LoadingState /> : null}
      {project.status === 'error' ? (
        <ErrorState
          error={project.error}
          onRetry={
            project.error instanceof ApiError && project.error.status === 404 ? undefined : project.reload
          }
        />
      ) : null}
    </PageFrame>
  );
}
