import type { AdminPackage } from '@modkit/sdk';
import { type DataColumn, DataTable } from '../ui/data-table';
import { useAdminTranslator } from './admin-language';
import { actionsColumn, RowAction, statusColumn } from './row-action';

/**
 * A package's price in the page's language: English as the console has always shown it (`$24.99 USD`),
 * another language through `Intl` with the package's currency (`24,99 US$`).
 */
function usePrice() {
  const { locale, number } = useAdminTranslator();
  return (p: AdminPackage) => {
    if (locale !== 'en' && locale !== 'en-x-pseudo') {
      try {
        return number(p.price, { style: 'currency', currency: p.currency_code });
      } catch {
        // Not a currency Intl knows: the amount and the code as they are below.
      }
    }
    return `${p.currency_symbol}${p.price.toFixed(2)} ${p.currency_code}`;
  };
}

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
  const { t, number } = useAdminTranslator();
  const price = usePrice();
  const active = (p: AdminPackage) => p.status === 'Active';
  const columns: DataColumn<AdminPackage>[] = [
    { label: t('admin.name'), cell: (p) => p.name },
    { label: t('admin.packages.price'), cell: price },
    {
      label: t('admin.packages.duration'),
      cell: (p) => t('admin.packages.durationDays', { days: p.duration_days }),
    },
    {
      label: t('admin.packages.modules'),
      cell: (p) =>
        p.number_of_accessable_module === -1
          ? t('admin.packages.unlimited')
          : number(p.number_of_accessable_module),
    },
    { label: t('admin.packages.sessions'), cell: (p) => number(p.number_of_session) },
    { label: t('admin.packages.subscribers'), cell: (p) => number(p.subscribers) },
    statusColumn(t('admin.status'), (p) =>
      t(active(p) ? 'admin.packages.active' : 'admin.packages.inactive'),
    ),
    actionsColumn({ actions: t('admin.actions'), edit: t('admin.edit') }, onEdit, (p) =>
      p.is_free ? null : (
        <RowAction
          label={t(active(p) ? 'admin.packages.deactivate' : 'admin.packages.activate')}
          row={p.name}
          onClick={() => onToggle(p)}
        />
      ),
    ),
  ];
  return (
    <DataTable
      className="admin-table"
      caption={t('admin.packages.heading')}
      columns={columns}
      rows={packages}
    />
  );
}
