import type { AdminCoupon } from '@modkit/sdk';
import { couponValueLabel } from '@modkit/sdk/admin';
import { ColumnHeads } from '../ui/column-heads';

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
              <button type="button" className="link-button" onClick={() => onEdit(c)}>
                Edit<span className="visually-hidden"> {c.code}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
