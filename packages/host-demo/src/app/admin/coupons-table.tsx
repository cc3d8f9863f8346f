import type { AdminCoupon } from '@modkit/sdk';
import { couponValueLabel } from '@modkit/sdk/admin';
import { ColumnHeads } from '../ui/column-heads';
import { RowAction } from './row-action';

const COLUMNS = ['Code', 'Reduction', 'Expires', 'Used', 'Actions'];

/** Every coupon: its code, reduction, expiry, uses (of its limit) and Edit. */
export function CouponsTable({
  coupons,
  onEdit,
}: {
  coupons: AdminCoupon[];
  onEdit: (c: AdminCoupon) => void;
}) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Coupons</caption>
      <ColumnHeads columns={COLUMNS} />
      <tbody>
        {coupons.map((c) => (
          <tr key={c.id}>
            <td data-label={COLUMNS[0]}>
              <code>{c.code}</code>
            </td>
            <td data-label={COLUMNS[1]}>{couponValueLabel(c.kind, c.value)}</td>
            <td data-label={COLUMNS[2]}>{c.expires_at ? c.expires_at.slice(0, 10) : 'Never'}</td>
            <td data-label={COLUMNS[3]}>
              {c.used_count}
              {c.usage_limit === null ? '' : ` / ${c.usage_limit}`}
            </td>
            <td data-label={COLUMNS[4]}>
              <RowAction label="Edit" row={c.code} onClick={() => onEdit(c)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
