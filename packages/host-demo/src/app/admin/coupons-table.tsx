import type { AdminCoupon } from '@modkit/sdk';
import { couponValueLabel } from '@modkit/sdk/admin';
import { type DataColumn, DataTable } from '../ui/data-table';
import { RowAction } from './row-action';

/** Every coupon: its code, reduction, expiry, uses (of its limit) and Edit. */
export function CouponsTable({
  coupons,
  onEdit,
}: {
  coupons: AdminCoupon[];
  onEdit: (c: AdminCoupon) => void;
}) {
  const columns: DataColumn<AdminCoupon>[] = [
    { label: 'Code', cell: (c) => <code>{c.code}</code> },
    { label: 'Reduction', cell: (c) => couponValueLabel(c.kind, c.value) },
    { label: 'Expires', cell: (c) => (c.expires_at ? c.expires_at.slice(0, 10) : 'Never') },
    {
      label: 'Used',
      cell: (c) => (
        <>
          {c.used_count}
          {c.usage_limit === null ? '' : ` / ${c.usage_limit}`}
        </>
      ),
    },
    { label: 'Actions', cell: (c) => <RowAction label="Edit" row={c.code} onClick={() => onEdit(c)} /> },
  ];
  return <DataTable className="admin-table" caption="Coupons" columns={columns} rows={coupons} />;
}
