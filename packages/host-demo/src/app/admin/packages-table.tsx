import type { AdminPackage } from '@modkit/sdk';
import { modulesLabel } from '@modkit/sdk/admin';
import { type DataColumn, DataTable } from '../ui/data-table';
import { RowAction } from './row-action';

/**
 * Every package, active or not: price with its currency, duration, module and session counts, how many learners
 * hold it, and per package Edit and Deactivate / Activate (never delete: subscribers keep their package).
 */
export function PackagesTable({
  packages,
  onEdit,
  onToggle,
}: {
  packages: AdminPackage[];
  onEdit: (pkg: AdminPackage) => void;
  onToggle: (pkg: AdminPackage) => void;
}) {
  const columns: DataColumn<AdminPackage>[] = [
    { label: 'Name', cell: (p) => p.name },
    {
      label: 'Price',
      cell: (p) => (
        <>
          {p.currency_symbol}
          {p.price.toFixed(2)} {p.currency_code}
        </>
      ),
    },
    { label: 'Duration', cell: (p) => p.duration_in_humanize },
    { label: 'Modules', cell: (p) => modulesLabel(p.number_of_accessable_module) },
    { label: 'Sessions', cell: (p) => p.number_of_session },
    { label: 'Subscribers', cell: (p) => p.subscribers },
    {
      label: 'Status',
      cell: (p) => <span className={`admin-status admin-status--${p.status.toLowerCase()}`}>{p.status}</span>,
    },
    {
      label: 'Actions',
      cell: (p) => (
        <span className="admin-table__actions">
          <RowAction label="Edit" row={p.name} onClick={() => onEdit(p)} />
          {p.is_free ? null : (
            <RowAction
              label={p.status === 'Active' ? 'Deactivate' : 'Activate'}
              row={p.name}
              onClick={() => onToggle(p)}
            />
          )}
        </span>
      ),
    },
  ];
  return <DataTable className="admin-table" caption="Packages" columns={columns} rows={packages} />;
}
