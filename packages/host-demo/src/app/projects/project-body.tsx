import type { UserProject } from '@modkit/sdk';
import { projectPointsMessage, projectTypeLabel } from '@modkit/sdk/rules';
import { formatDate } from './format-date';
import { ProjectChat } from './project-chat';
import { ProjectFiles } from './project-files';

/**
 * A submitted project as its learner and its mentor read it (part 1 §2.24, part 2 "Mentor project details"):
 * module, type, submission date, the points message, Summary, the files and link, and the chat.
 */
export function ProjectBody({ project: p, userId }: { project: UserProject; userId: number | undefined }) {
  return (
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
      <ProjectChat userProjectId={p.id} userId={userId} />
    </div>
  );
}
