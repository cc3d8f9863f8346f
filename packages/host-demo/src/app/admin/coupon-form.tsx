import { type AdminCoupon, createCoupon, updateCoupon } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { TextField } from '../login/text-field';
import { CancelAndSubmit } from '../ui/cancel-and-submit';
import { notify } from '../ui/notices';
import { SelectField } from '../ui/select-field';
import { useFormState } from '../ui/use-form-state';
import { AdminFormDialog, type AdminFormProps } from './admin-form-dialog';
import { useAdminTranslator } from './admin-language';
import { useAdminSubmit } from './use-admin-submit';

const FIELDS = ['code', 'kind', 'value', 'expires_at', 'usage_limit'] as const;
const KINDS = [
  { label: 'admin.coupons.percentOff', value: 'PERCENT' },
  { label: 'admin.coupons.amountOff', value: 'AMOUNT' },
] as const;

const asNumber = (text: string) =>
  Number.isNaN(Number(text)) || text.trim() === '' ? Number.NaN : Number(text);

/**
 * A coupon in a dialog: its code (upper-cased by the api), a percentage or an amount off, an expiry date and
 * a usage limit (both optional). How often it was used is the api's count, shown in the table only.
 */
export function CouponFormDialog({
  coupon,
  open,
  ...formProps
}: { coupon: AdminCoupon | null; open: boolean } & AdminFormProps) {
  const { t } = useAdminTranslator();
  return (
    <AdminFormDialog
      open={open}
      title={coupon ? t('admin.editTitle', { name: coupon.code }) : t('admin.coupons.new')}
      onClose={formProps.onClose}
    >
      <CouponForm coupon={coupon} {...formProps} />
    </AdminFormDialog>
  );
}

function CouponForm({ coupon, onClose, onSaved }: { coupon: AdminCoupon | null } & AdminFormProps) {
  const client = useClient();
  const { t } = useAdminTranslator();
  const {
    values: fields,
    set,
    field,
  } = useFormState({
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'PERCENT',
    value: coupon ? String(coupon.value) : '',
    expires_at: coupon?.expires_at?.slice(0, 10) ?? '',
    usage_limit: coupon?.usage_limit === null || !coupon ? '' : String(coupon.usage_limit),
  });

  const { form, errors, busy, submit, failureDialog } = useAdminSubmit(FIELDS, async () => {
    const body = {
      code: fields.code,
      kind: fields.kind as AdminCoupon['kind'],
      value: asNumber(fields.value),
      expires_at: fields.expires_at || null,
      usage_limit: fields.usage_limit.trim() ? asNumber(fields.usage_limit) : null,
    };
    if (coupon) await updateCoupon(client, coupon.id, body);
    else await createCoupon(client, body);
    notify(t(coupon ? 'admin.coupons.saved' : 'admin.coupons.created'));
    onSaved();
  });

  return (
    <form ref={form} className="admin-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <TextField
        label={t('admin.coupons.code')}
        maxLength={32}
        hint={t('admin.coupons.codeHint')}
        {...field('code', errors)}
      />
      <div className="admin-form__pair">
        <SelectField
          label={t('admin.coupons.kind')}
          options={KINDS.map((kind) => ({ label: t(kind.label), value: kind.value }))}
          value={fields.kind}
          error={errors.kind}
          onChange={(e) => set({ kind: e.currentTarget.value as AdminCoupon['kind'] })}
        />
        <TextField
          label={t(fields.kind === 'PERCENT' ? 'admin.coupons.percentage' : 'admin.coupons.amount')}
          inputMode="decimal"
          {...field('value', errors)}
        />
      </div>
      <div className="admin-form__pair">
        <TextField
          label={t('admin.coupons.expiresOn')}
          type="date"
          hint={t('admin.coupons.neverHint')}
          {...field('expires_at', errors)}
        />
        <TextField
          label={t('admin.coupons.usageLimit')}
          inputMode="numeric"
          hint={t('admin.coupons.noLimitHint')}
          {...field('usage_limit', errors)}
        />
      </div>
      <CancelAndSubmit className="admin-form__buttons" busy={busy} onCancel={onClose}>
        {t(coupon ? 'admin.save' : 'admin.coupons.create')}
      </CancelAndSubmit>
      {failureDialog}
    </form>
  );
}
