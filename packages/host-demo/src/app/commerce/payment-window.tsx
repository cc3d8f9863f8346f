import { Modal } from '@modkit/widgets/ui';
import { useEffect, useRef } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import type { Order } from './use-checkout';

/**
 * The payment window (part 2 "Order Details", §4): the gateway's checkout page of the order in a modal
 * frame, as card providers show theirs. The api's local test gateway answers the Pay / Decline form with a
 * second page: that second load ends the payment (`onDone(true)`); closing the window first is
 * `onDone(false)`. An order without a checkout page is verified at once; Stripe's page is left to (it
 * refuses frames) and comes back to `/payments/{id}`.
 */
export function PaymentWindow({ order, onDone }: { order: Order; onDone(completed: boolean): void }) {
  const loads = useRef(0);
  const { t } = useAppTranslator();
  const done = useRef(false);
  const finish = (completed: boolean) => {
    if (done.current) return;
    done.current = true;
    onDone(completed);
  };
  const url = order.checkout_url;
  // Stripe's checkout page cannot be framed: the buyer goes there, and comes back to /payments/{id}.
  const away = order.gatway_type === 'STRIPE';
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once per order.
  useEffect(() => {
    if (!url) finish(true);
    else if (away) window.location.assign(url);
  }, [url]);
  if (!url) return null;
  if (away) return <p role="status">{t('commerce.opening')}</p>;
  return (
    <Modal open title={t('commerce.payment')} onClose={() => finish(false)}>
      <iframe
        className="payment-window"
        title={t('commerce.paymentPage')}
        src={url}
        onLoad={() => {
          loads.current += 1;
          if (loads.current > 1) finish(true);
        }}
      />
    </Modal>
  );
}
