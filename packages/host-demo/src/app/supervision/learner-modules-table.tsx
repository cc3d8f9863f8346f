import type { LearnerModule } from '@modkit/sdk';
import { assignedByText, CLICK_TO_VIEW, learnerModuleStatusText, MISSING_TEXT } from '@modkit/sdk/rules';
import { formatDate } from '../projects/format-date';
import { ColumnHeads } from '../ui/column-heads';

const COLUMNS = [
  'Module Name',
  'Reflection ques.',
  'Last Viewed Date',
  'Assigned Date',
  'Assigned By',
  'Status',
];

/**
 * The table of a learner's modules as their mentor sees them (part 2 "Learner View Details"): name, the
 * reflection answer behind 'Click to view' (`onRead`), last viewed, assigned, by whom, and status.
 */
export function LearnerModulesTable({
  modules,
  onRead,
}: {
  modules: LearnerModule[];
  onRead: (row: LearnerModule) => void;
}) {
  return (
    <table className="projects-table learner-modules-table">
      <caption className="visually-hidden">The learner's modules</caption>
      <ColumnHeads columns={COLUMNS} />
      <tbody>
        {modules.map((row) => (
          <tr key={row.id}>
            <td data-label={COLUMNS[0]}>{row.module?.name ?? MISSING_TEXT}</td>
            <td data-label={COLUMNS[1]}>
              {row.module?.reflection_question ? (
                <button type="button" className="link-button" onClick={() => onRead(row)}>
                  {CLICK_TO_VIEW}
                  <span className="visually-hidden"> ({row.module.name})</span>
                </button>
              ) : (
                MISSING_TEXT
              )}
            </td>
            <td data-label={COLUMNS[2]}>{row.lastViewd ? formatDate(row.lastViewd) : MISSING_TEXT}</td>
            <td data-label={COLUMNS[3]}>{row.created_at ? formatDate(row.created_at) : MISSING_TEXT}</td>
            <td data-label={COLUMNS[4]}>{assignedByText(row.assignedby)}</td>
            <td data-label={COLUMNS[5]}>{learnerModuleStatusText(row.status)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
