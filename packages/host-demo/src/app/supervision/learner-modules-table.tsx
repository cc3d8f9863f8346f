import type { LearnerModule } from '@modkit/sdk';
import { assignedByText, CLICK_TO_VIEW, learnerModuleStatusText, MISSING_TEXT } from '@modkit/sdk/rules';
import { contentAttributes } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useDates } from '../i18n/use-dates';
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
  const { t, wire } = useAppTranslator();
  const dates = useDates();
  const columns: DataColumn<LearnerModule>[] = [
    {
      label: t('projects.moduleName'),
      cell: (row) =>
        row.module?.name ? <span {...contentAttributes(row.module)}>{row.module.name}</span> : MISSING_TEXT,
    },
    {
      label: t('sup.reflectionShort'),
      cell: (row) =>
        row.module?.reflection_question ? (
          <button type="button" className="link-button" onClick={() => onRead(row)}>
            {wire(CLICK_TO_VIEW)}
            <span className="visually-hidden">
              {' '}
              (<span {...contentAttributes(row.module)}>{row.module.name}</span>)
            </span>
          </button>
        ) : (
          MISSING_TEXT
        ),
    },
    { label: t('sup.lastViewed'), cell: (row) => (row.lastViewd ? dates.day(row.lastViewd) : MISSING_TEXT) },
    {
      label: t('sup.assignedDate'),
      cell: (row) => (row.created_at ? dates.day(row.created_at) : MISSING_TEXT),
    },
    { label: t('sup.assignedBy'), cell: (row) => wire(assignedByText(row.assignedby)) },
    { label: t('sup.status'), cell: (row) => wire(learnerModuleStatusText(row.status)) },
  ];
  return (
    <DataTable
      className="projects-table learner-modules-table"
      caption={t('sup.learnersModules')}
      columns={columns}
      rows={modules}
    />
  );
}
