import type { LearnerModule } from '@modkit/sdk';
import { assignedByText, CLICK_TO_VIEW, learnerModuleStatusText, MISSING_TEXT } from '@modkit/sdk/rules';
import { formatDate } from '../projects/format-date';
import { type DataColumn, DataTable } from '../ui/data-table';

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
  const columns: DataColumn<LearnerModule>[] = [
    { label: 'Module Name', cell: (row) => row.module?.name ?? MISSING_TEXT },
    {
      label: 'Reflection ques.',
      cell: (row) =>
        row.module?.reflection_question ? (
          <button type="button" className="link-button" onClick={() => onRead(row)}>
            {CLICK_TO_VIEW}
            <span className="visually-hidden"> ({row.module.name})</span>
          </button>
        ) : (
          MISSING_TEXT
        ),
    },
    { label: 'Last Viewed Date', cell: (row) => (row.lastViewd ? formatDate(row.lastViewd) : MISSING_TEXT) },
    { label: 'Assigned Date', cell: (row) => (row.created_at ? formatDate(row.created_at) : MISSING_TEXT) },
    { label: 'Assigned By', cell: (row) => assignedByText(row.assignedby) },
    { label: 'Status', cell: (row) => learnerModuleStatusText(row.status) },
  ];
  return (
    <DataTable
      className="projects-table learner-modules-table"
      caption="The learner's modules"
      columns={columns}
      rows={modules}
    />
  );
}
