import type { UserProject } from '@modkit/sdk';
import { projectPoints, projectTypeLabel } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useDates } from '../i18n/use-dates';
import { ProjectChat } from './project-chat';
import { ProjectFiles } from './project-files';

/**
 * A submitted project as its learner and its mentor read it (part 1 §2.24, part 2 "Mentor project details"):
 * module, type, submission date, the points message, Summary, the files and link, and the chat.
 */
export function ProjectBody({ project: p, userId }: { project: UserProject; userId: number | undefined }) {
  const { t, wire } = useAppTranslator();
  const dates = useDates();
  const type = wire(projectTypeLabel(p.project?.type));
  return (
    <div className="project-details">
      <dl className="project-details__facts">
        <div>
          <dt>{t('projects.moduleName')}</dt>
          <dd>{p.module?.name}</dd>
        </div>
        <div>
          <dt>{t('projects.projectType')}</dt>
          <dd>{type}</dd>
        </div>
        <div>
          <dt>{t('projects.submittedOn')}</dt>
          <dd>{dates.day(p.submitted_at ?? p.updated_at)}</dd>
        </div>
      </dl>
      {p.status === 'SUBMITTED' ? (
        <p className="notice">{t('projects.earned', { points: projectPoints(p.project?.type), type })}</p>
      ) : null}
      <section className="project-panel" aria-labelledby="project-summary">
        <h2 id="project-summary">{t('project.summary')}</h2>
        <p>{p.description}</p>
      </section>
      <section className="project-panel" aria-labelledby="project-files">
        <h2 id="project-files">{t('projects.uploadedFiles')}</h2>
        <ProjectFiles project={p} />
      </section>
      <ProjectChat userProjectId={p.id} userId={userId} />
    </div>
  );
}
