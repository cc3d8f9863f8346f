import type { Partner } from '@modkit/sdk';
import { ColumnHeads } from '../ui/column-heads';
import { RowAction } from './row-action';

const COLUMNS = ['Name', 'Origins', 'Package', 'Status', 'Key', 'Actions'];

/**
 * The partner sites: name, origins, package, status, the key's hint (never the key), and per partner Edit,
 * Rotate key and Disable / Enable. Under 767 px each row stacks into a card led by the column labels.
 */
export function PartnersTable({
  partners,
  onEdit,
  onRotate,
  onToggle,
}: {
  partners: Partner[];
  onEdit: (partner: Partner) => void;
  onRotate: (partner: Partner) => void;
  onToggle: (partner: Partner) => void;
}) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Partner sites</caption>
      <ColumnHeads columns={COLUMNS} />
      <tbody>
        {partners.map((p) => (
          <tr key={p.id}>
            <td data-label={COLUMNS[0]}>{p.name}</td>
            <td data-label={COLUMNS[1]}>
              <ul className="admin-table__list">
                {p.origins.map((origin) => (
                  <li key={origin}>{origin}</li>
                ))}
              </ul>
            </td>
            <td data-label={COLUMNS[2]}>{p.package_name}</td>
            <td data-label={COLUMNS[3]}>
              <span className={`admin-status admin-status--${p.status.toLowerCase()}`}>
                {p.status === 'ACTIVE' ? 'Active' : 'Disabled'}
              </span>
            </td>
            <td data-label={COLUMNS[4]}>
              <code>{p.key_hint}</code>
            </td>
            <td data-label={COLUMNS[5]}>
              <span className="admin-table__actions">
                <RowAction label="Edit" row={p.name} onClick={() => onEdit(p)} />
                <RowAction label="Rotate key" row={`of ${p.name}`} onClick={() => onRotate(p)} />
                <RowAction
                  label={p.status === 'ACTIVE' ? 'Disable' : 'Enable'}
                  row={p.name}
                  onClick={() => onToggle(p)}
                />
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
