import type { UserProject } from '@modkit/sdk';
import { editProjectPath, projectDetailsPath, projectTypeLabel } from '@modkit/sdk/rules';
import { assetUrl, mediaPath } from '@modkit/widgets/ui';
import { Link } from '../router/link';
import { ColumnHeads } from '../ui/column-heads';
import { formatDate } from './format-date';

const COLUMNS = ['Module Image', 'Project Name', 'Project Type', 'Module Name', 'Submitted On', 'Actions'];

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
  return (
    <table className="projects-table">
      <caption className="visually-hidden">Submitted projects</caption>
      <ColumnHeads columns={COLUMNS} />
      <tbody>
        {projects.map((p) => {
          const image = assetUrl('/api', mediaPath(p.module?.media));
          const name = p.project?.name ?? '';
          return (
            <tr key={p.id}>
              <td data-label={COLUMNS[0]}>
                {image ? (
                  <img className="projects-table__image" src={image} alt="" width={72} height={48} />
                ) : (
                  <span className="projects-table__image" />
                )}
              </td>
              <td data-label={COLUMNS[1]}>{name}</td>
              <td data-label={COLUMNS[2]}>{projectTypeLabel(p.project?.type)}</td>
              <td data-label={COLUMNS[3]}>{p.module?.name}</td>
              <td data-label={COLUMNS[4]}>{formatDate(p.submitted_at ?? p.updated_at)}</td>
              <td data-label={COLUMNS[5]}>
                <span className="projects-table__actions">
                  <Link href={detailsPath(p)}>
                    View<span className="visually-hidden"> {name}</span>
                  </Link>
                  {editPath ? (
                    <Link href={editPath(p)}>
                      Edit<span className="visually-hidden"> {name}</span>
                    </Link>
                  ) : null}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
