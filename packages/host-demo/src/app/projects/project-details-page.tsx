import { getMyProject } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';
import { projectPointsMessage, projectTypeLabel } from '@modkit/sdk/rules';
import { ErrorState, LoadingState } from '@modkit/widgets/ui';
import type { RouteParams } from '../router/app-route';
import { Link } from '../router/link';
import { PageFrame } from '../ui/page-frame';
import { formatDate } from './format-date';
import { useSignedInUser } from './learner-package';
import { ProjectChat } from './project-chat';
import { ProjectFiles } from './project-files';
import { RequireProjectSubmission } from './require-project-submission';
import './projects.css';

const CRUMBS = [{ label: 'Projects', href: '/projects' }, { label: 'Project Details' }];

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
  const user = useSignedInUser();
  const project = useResource(() => getMyProject(client, id), [client, id]);
  const p = project.data;
  if (!p) {
    return (
      <PageFrame title="Project Details" crumbs={CRUMBS}>
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
      title={p.project?.name ?? 'Project Details'}
      crumbs={CRUMBS}
      actions={
        <Link className="btn btn--secondary" href={`/projects/edit-project/${p.id}`}>
          Edit project
        </Link>
      }
    >
      <div className="project-details">
        <dl className="project-details__facts">
          <div>
            <dt>Module Name</dt>
            <dd>{p.module?.name}</dd>
          </div>
          <div>
            <dt>Project Type</dt>
            <dd>{projectTypeLabel(p.project?.type)}</dd>
          </div>
          <div>
            <dt>Submitted On</dt>
            <dd>{formatDate(p.submitted_at ?? p.updated_at)}</dd>
          </div>
        </dl>
        {p.status === 'SUBMITTED' ? <p className="notice">{projectPointsMessage(p.project?.type)}</p> : null}
        <section className="project-panel" aria-labelledby="project-summary">
          <h2 id="project-summary">Summary</h2>
          <p>{p.description}</p>
        </section>
        <section className="project-panel" aria-labelledby="project-files">
          <h2 id="project-files">Uploaded Project Files</h2>
          <ProjectFiles project={p} />
        </section>
        <ProjectChat userProjectId={p.id} userId={user?.id} />
      </div>
    </PageFrame>
  );
}
