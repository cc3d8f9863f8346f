import type { getSubscriptions } from '@modkit/sdk';
import { MISSING_TEXT, subscriptionDurationDays, subscriptionTag } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
import { useDates } from '../i18n/use-dates';
import { InvoiceButton } from './invoice-button';

/** A subscription record (part 2 §3) as GET /users/subscriptions answers it. */
type Subscription = Awaited<ReturnType<typeof getSubscriptions>>['results'][number];

/**
 * One row of Subscription Details (part 2 §2): the date range, the package, the duration in days, the Active
 * or Expired tag and the Invoice button (packages bought through an order).
 */
export function SubscriptionCard({ subscription: s, now }: { subscription: Subscription; now: number }) {
  const { t } = useAppTranslator();
  const dates = useDates();
  const tag = subscriptionTag(s.status, s.purchase_package_expiry_date, now);
  const days = subscriptionDurationDays(s);
  const from = dates.day(s.created_at);
  const to = s.purchase_package_expiry_date ? dates.day(s.purchase_package_expiry_date) : MISSING_TEXT;
  const name = s.packages?.name ?? MISSING_TEXT;
  return (
    <li className="subscription">
      <dl className="subscription__facts">
        <div>
          <dt>{t('account.date')}</dt>
          <dd>
            <span className="nowrap">{from}</span> – <span className="nowrap">{to}</span>
          </dd>
        </div>
        <div>
          <dt>{t('account.package')}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{t('account.duration')}</dt>
          <dd>{days === null ? MISSING_TEXT : t('account.days', { count: days })}</dd>
        </div>
        <div>
          <dt>{t('account.status')}</dt>
          <dd>
            <span className={`status-tag status-tag--${tag.toLowerCase()}`}>
              {tag === 'Active' ? t('account.active') : t('account.expired')}
            </span>
          </dd>
        </div>
      </dl>
      <div className="subscription__action">
        {s.order?.id ? <InvoiceButton orderId={s.order.id} label={`${name}, ${from} – ${to}`} /> : null}
      </div>
    </li>
  );
}
