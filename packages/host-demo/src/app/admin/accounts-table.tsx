import type { AdminUser } from '@modkit/sdk';
import { type DataColumn, DataTable } from '../ui/data-table';
import { type AdminId, useAdminTranslator } from './admin-language';
import { RowAction } from './row-action';

/** How an account signs in, in words. */
const signIn = (u: AdminUser): AdminId =>
  u.from_lms
    ? 'admin.accounts.viaLms'
    : u.has_password
      ? 'admin.accounts.viaPassword'
      : 'admin.accounts.viaSocial';

/**
 * Accounts: name, e-mail, role, status, how they sign in, and per account Download data and Erase. Under
 * 767 px each row stacks into a card led by the column labels.
 */
export function AccountsTable({
  accounts,
  onDownload,
  onErase,
}: {
  accounts: AdminUser[];
  onDownload: (account: AdminUser) => void;
  onErase: (account: AdminUser) => void;
}) {
  const { t } = useAdminTranslator();
  const columns: DataColumn<AdminUser>[] = [
    { label: t('admin.name'), cell: (u) => u.full_name },
    { label: t('admin.accounts.email'), cell: (u) => u.email },
    { label: t('admin.accounts.role'), cell: (u) => t('admin.accounts.roleName', { role: u.role }) },
    { label: t('admin.status'), cell: (u) => t('admin.accounts.statusName', { status: u.status }) },
    { label: t('admin.accounts.signIn'), cell: (u) => t(signIn(u)) },
    {
      label: t('admin.actions'),
      cell: (u) => (
        <span className="admin-table__actions">
          <RowAction
            label={t('admin.accounts.download')}
            row={t('admin.accounts.downloadOf', { name: u.full_name })}
            onClick={() => onDownload(u)}
          />
          <RowAction label={t('admin.accounts.erase')} row={u.full_name} onClick={() => onErase(u)} />
        </span>
      ),
    },
  ];
  return (
    <DataTable
      className="admin-table"
      caption={t('admin.accounts.title')}
      columns={columns}
      rows={accounts}
    />
  );
}
