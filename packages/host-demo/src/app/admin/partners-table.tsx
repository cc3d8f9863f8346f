import type { Partner } from '@modkit/sdk';
import { type DataColumn, DataTable } from '../ui/data-table';
import { useAdminTranslator } from './admin-language';
import { actionsColumn, RowAction, statusColumn } from './row-action';

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
  const { t } = useAdminTranslator();
  const columns: DataColumn<Partner>[] = [
    { label: t('admin.name'), cell: (p) => p.name },
    {
      label: t('admin.partners.origins'),
      cell: (p) => (
        <ul className="admin-table__list">
          {p.origins.map((origin) => (
            <li key={origin}>{origin}</li>
          ))}
        </ul>
      ),
    },
    { label: t('admin.package'), cell: (p) => p.package_name },
    statusColumn(t('admin.status'), (p) =>
      t(p.status === 'ACTIVE' ? 'admin.partners.active' : 'admin.partners.disabledStatus'),
    ),
    { label: t('admin.partners.key'), cell: (p) => <code>{p.key_hint}</code> },
    actionsColumn({ actions: t('admin.actions'), edit: t('admin.edit') }, onEdit, (p) => (
      <>
        <RowAction
          label={t('admin.partners.rotate')}
          row={t('admin.partners.rotateOf', { name: p.name })}
          onClick={() => onRotate(p)}
        />
        <RowAction
          label={t(p.status === 'ACTIVE' ? 'admin.partners.disable' : 'admin.partners.enable')}
          row={p.name}
          onClick={() => onToggle(p)}
        />
      </>
    )),
  ];
  return (
    <DataTable
      className="admin-table"
      caption={t('admin.partners.caption')}
      columns={columns}
      rows={partners}
    />
  );
}
