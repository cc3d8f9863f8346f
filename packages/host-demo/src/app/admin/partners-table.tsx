import type { Partner } from '@modkit/sdk';
import { type DataColumn, DataTable } from '../ui/data-table';
import { RowAction } from './row-action';

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
  const columns: DataColumn<Partner>[] = [
    { label: 'Name', cell: (p) => p.name },
    {
      label: 'Origins',
      cell: (p) => (
        <ul className="admin-table__list">
          {p.origins.map((origin) => (
            <li key={origin}>{origin}</li>
          ))}
        </ul>
      ),
    },
    { label: 'Package', cell: (p) => p.package_name },
    {
      label: 'Status',
      cell: (p) => (
        <span className={`admin-status admin-status--${p.status.toLowerCase()}`}>
          {p.status === 'ACTIVE' ? 'Active' : 'Disabled'}
        </span>
      ),
    },
    { label: 'Key', cell: (p) => <code>{p.key_hint}</code> },
    {
      label: 'Actions',
      cell: (p) => (
        <span className="admin-table__actions">
          <RowAction label="Edit" row={p.name} onClick={() => onEdit(p)} />
          <RowAction label="Rotate key" row={`of ${p.name}`} onClick={() => onRotate(p)} />
          <RowAction
            label={p.status === 'ACTIVE' ? 'Disable' : 'Enable'}
            row={p.name}
            onClick={() => onToggle(p)}
          />
        </span>
      ),
    },
  ];
  return <DataTable className="admin-table" caption="Partner sites" columns={columns} rows={partners} />;
}
