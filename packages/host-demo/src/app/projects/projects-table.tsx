import type { UserProject } from '@modkit/sdk';
import { editProjectPath, projectDetailsPath, projectTypeLabel } from '@modkit/sdk/rules';
import { assetUrl, contentAttributes, mediaPath } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useDates } from '../i18n/use-dates';
import { Link } from '../router/link';
import { type DataColumn, DataTable } from '../ui/data-table';

/** A project's name, also what its row's links name for screen readers. */
const projectName = (p: UserProject) => p.project?.name ?? '';

/**
 * The projects table (part 1 §2.24): Module Image, Project Name, Project Type, Module Name, Submitted On and
 * Actions (details, edit). Under 767 px each row stacks into a card, each cell led by its column's label.
 */
export function ProjectsTable({
  projects,
  detailsPath = (p) => projectDetailsPath(p.id),
  editPath = (p) => editProjectPath(p.id),
}: {
  projects: UserProject[];
  detailsPath?: (project: UserProject) => string;
  /** Null: no Edit action (a mentor reads a learner's projects). */
  editPath?: ((project: UserProject) => string) | null;
}) {
  const { t, wire } = useAppTranslator();
  const dates = useDates();
  const columns: DataColumn<UserProject>[] = [
    { label: t('projects.moduleImage'), cell: (p) => <ModuleImage project={p} /> },
    { label: t('projects.projectName'), cell: projectName },
    { label: t('projects.projectType'), cell: (p) => wire(projectTypeLabel(p.project?.type)) },
    {
      label: t('projects.moduleName'),
      cell: (p) => (p.module?.name ? <span {...contentAttributes(p.module)}>{p.module.name}</span> : null),
    },
    { label: t('projects.submittedOn'), cell: (p) => dates.day(p.submitted_at ?? p.updated_at) },
    {
      label: t('projects.actions'),
      cell: (p) => (
        <span className="projects-table__actions">
          <Link href={detailsPath(p)}>
            {t('projects.view')}
            <span className="visually-hidden"> {projectName(p)}</span>
          </Link>
          {editPath ? (
            <Link href={editPath(p)}>
              {t('projects.edit')}
              <span className="visually-hidden"> {projectName(p)}</span>
            </Link>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      className="projects-table"
      caption={t('projects.submittedCaption')}
      columns={columns}
      rows={projects}
    />
  );
}

/** The project's module image, or an empty box of its size. */
function ModuleImage({ project }: { project: UserProject }) {
  const image = assetUrl('/api', mediaPath(project.module?.media));
  return image ? (
    <img className="projects-table__image" src={image} alt="" width={72} height={48} />
  ) : (
    <span className="projects-table__image" />
  );
}
