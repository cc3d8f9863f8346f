import type { AdminPackage } from '@modkit/sdk';
import { modulesLabel } from '@modkit/sdk/admin';
import { ColumnHeads } from '../ui/column-heads';
import { RowAction } from './row-action';

const COLUMNS = ['Name', 'Price', 'Duration', 'Modules', 'Sessions', 'Subscribers', 'Status', 'Actions'];

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
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Packages</caption>
      <ColumnHeads columns={COLUMNS} />
      <tbody>
        {packages.map((p) => (
          <tr key={p.id}>
            <td data-label={COLUMNS[0]}>{p.name}</td>
            <td data-label={COLUMNS[1]}>
              {p.currency_symbol}
              {p.price.toFixed(2)} {p.currency_code}
            </td>
            <td data-label={COLUMNS[2]}>{p.duration_in_humanize}</td>
            <td data-label={COLUMNS[3]}>{modulesLabel(p.number_of_accessable_module)}</td>
            <td data-label={COLUMNS[4]}>{p.number_of_session}</td>
            <td data-label={COLUMNS[5]}>{p.subscribers}</td>
            <td data-label={COLUMNS[6]}>
              <span className={`admin-status admin-status--${p.status.toLowerCase()}`}>{p.status}</span>
            </td>
            <td data-label={COLUMNS[7]}>
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
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
