import type { AdminCoupon } from '@modkit/sdk';
import { couponValueLabel } from '@modkit/sdk/admin';
import { type DataColumn, DataTable } from '../ui/data-table';
import { useAdminTranslator } from './admin-language';
import { RowAction } from './row-action';

/**
 * A coupon's reduction and expiry in the page's language: English as the console has always shown them
 * (`10%`, `5.00 off`, `2030-12-31`), another language through `Intl`.
 */
function useCouponTexts() {
  const { locale, t, number, date } = useAdminTranslator();
  const english = locale === 'en' || locale === 'en-x-pseudo';
  // The expiry's calendar day (the end of that day, UTC), whatever the viewer's time zone.
  const expiry = (iso: string) =>
    english ? iso.slice(0, 10) : date(`${iso.slice(0, 10)}T12:00:00`, { dateStyle: 'medium' });
  if (english) return { expiry, reduction: (c: AdminCoupon) => couponValueLabel(c.kind, c.value) };
  const reduction = (c: AdminCoupon) =>
    c.kind === 'PERCENT'
      ? number(c.value / 100, { style: 'percent', maximumFractionDigits: 2 })
      : t('admin.coupons.amountOffValue', {
          amount: number(c.value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
        });
  return { expiry, reduction };
}

/** Every coupon: its code, reduction, expiry, uses (of its limit) and Edit. */
export function CouponsTable({
  coupons,
  onEdit,
}: {
  coupons: AdminCoupon[];
  onEdit: (c: AdminCoupon) => void;
}) {
  const { t, number } = useAdminTranslator();
  const { expiry, reduction } = useCouponTexts();
  const columns: DataColumn<AdminCoupon>[] = [
    { label: t('admin.coupons.code'), cell: (c) => <code>{c.code}</code> },
    { label: t('admin.coupons.reduction'), cell: reduction },
    {
      label: t('admin.coupons.expires'),
      cell: (c) => (c.expires_at ? expiry(c.expires_at) : t('admin.never')),
    },
    {
      label: t('admin.coupons.used'),
      cell: (c) =>
        c.usage_limit === null
          ? number(c.used_count)
          : t('admin.coupons.usedOf', { used: number(c.used_count), limit: number(c.usage_limit) }),
    },
    {
      label: t('admin.actions'),
      cell: (c) => <RowAction label={t('admin.edit')} row={c.code} onClick={() => onEdit(c)} />,
    },
  ];
  return (
    <DataTable
      className="admin-table"
      caption={t('admin.coupons.heading')}
      columns={columns}
      rows={coupons}
    />
  );
}
