import type { Package } from '@modkit/sdk';
import { say } from '@modkit/sdk/i18n';
import { payButtonText } from '@modkit/sdk/rules';
import { type FormEvent, useId, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { TextField } from '../login/text-field';
import { packagePrice } from './package-rows';
import { SupportLink } from './support-link';

/**
 * The purchase panel (part 2 "Order Details"): package name, price with its currency symbol and
 * /monthly, /quarterly or /yearly, the coupon input 'Enter coupon code' (the server's refusal beside it),
 * 'Pay Now' or 'Apply & pay' once a coupon is typed, and the support e-mail.
 */
export function PurchasePanel({
  pkg,
  busy,
  couponError,
  onPay,
}: {
  pkg: Package;
  busy: boolean;
  couponError: string | undefined;
  onPay(coupon: string): void;
}) {
  const [coupon, setCoupon] = useState('');
  const i18n = useAppTranslator();
  const { t, wire } = i18n;
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay(coupon);
  };
  return (
    <section className="order-panel" aria-labelledby={id}>
      <h2 id={id}>{t('commerce.purchase')}</h2>
      <p className="order-panel__name">{pkg.name}</p>
      <p className="order-panel__price">{say(i18n, packagePrice(pkg))}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('commerce.coupon')}
          placeholder={t('commerce.couponPlaceholder')}
          autoComplete="off"
          value={coupon}
          error={couponError}
          onChange={(event) => setCoupon(event.target.value)}
        />
        <button type="submit" className="btn btn--block" disabled={busy}>
          {wire(payButtonText(coupon))}
        </button>
      </form>
      <SupportLink />
    </section>
  );
}
