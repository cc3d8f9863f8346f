import type { AdminUser } from '@modkit/sdk';
import { type DataColumn, DataTable } from '../ui/data-table';
import { RowAction } from './row-action';

/** How an account signs in, in words. */
const signIn = (u: AdminUser) => (u.from_lms ? 'LMS' : u.has_password ? 'Password' : 'Social sign-in');

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
  const columns: DataColumn<AdminUser>[] = [
    { label: 'Name', cell: (u) => u.full_name },
    { label: 'E-mail', cell: (u) => u.email },
    { label: 'Role', cell: (u) => u.role },
    { label: 'Status', cell: (u) => u.status },
    { label: 'Sign-in', cell: signIn },
    {
      label: 'Actions',
      cell: (u) => (
        <span className="admin-table__actions">
          <RowAction label="Download data" row={`of ${u.full_name}`} onClick={() => onDownload(u)} />
          <RowAction label="Erase" row={u.full_name} onClick={() => onErase(u)} />
        </span>
      ),
    },
  ];
  return <DataTable className="admin-table" caption="Accounts" columns={columns} rows={accounts} />;
}
