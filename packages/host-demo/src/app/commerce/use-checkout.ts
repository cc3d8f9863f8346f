import { ApiError, createOrder, type Package, verifyOrder, verifyOrderUntilSettled } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { nextVerifyStep, ORDER_VERIFY_MAX_RETRIES } from '@modkit/sdk/rules';
import { errorMessage } from '@modkit/widgets/ui';
import { useState } from 'react';
import { refreshProfile } from '../session/profile-refresh';

/** An order as the api answers it (with its checkout page). */
export type Order = Awaited<ReturnType<typeof createOrder>>;

/** Where a purchase stands (part 2 §4 order flow). */
export type CheckoutState =
  | { step: 'form'; couponError?: string | undefined }
  | { step: 'creating' }
  | { step: 'paying'; order: Order }
  | { step: 'verifying' }
  | { step: 'paid' }
  | { step: 'failed' }
  | { step: 'pending'; order: Order }
  | { step: 'error'; message: string };

/**
 * Buying a package (part 2 §4): the order is created (a coupon the server refuses is a field error, other
 * failures go to the 'Error!' modal), the payment window opens, then the order is verified — retried while
 * PENDING, at most 3 times — and a paid order reloads the profile. Closing the window early verifies once:
 * a payment still pending then simply returns to the form.
 */
export function useCheckout(pkg: Package) {
  const client = useClient();
  const [state, setState] = useState<CheckoutState>({ step: 'form' });

  const pay = async (coupon: string) => {
    setState({ step: 'creating' });
    try {
      const currency = String(pkg.prices[0]?.currency.id ?? '');
      const order = await createOrder(client, { package_id: pkg.id, currency, coupon_code: coupon.trim() });
      setState({ step: 'paying', order });
    } catch (error) {
      const couponError = error instanceof ApiError ? error.fieldErrors.coupon_code : undefined;
      setState(couponError ? { step: 'form', couponError } : { step: 'error', message: errorMessage(error) });
    }
  };

  /** The payment window reported the end of the payment (`completed`) or was closed by the user. */
  const settle = async (order: Order, completed: boolean) => {
    setState({ step: 'verifying' });
    try {
      const outcome = completed
        ? (await verifyOrderUntilSettled(client, order.id)).outcome
        : nextVerifyStep((await verifyOrder(client, order.id)).status, ORDER_VERIFY_MAX_RETRIES);
      if (outcome === 'success') {
        await refreshProfile(client).catch(() => undefined);
        setState({ step: 'paid' });
      } else if (outcome === 'failed') setState({ step: 'failed' });
      else setState(completed ? { step: 'pending', order } : { step: 'form' });
    } catch (error) {
      setState({ step: 'error', message: errorMessage(error) });
    }
  };

  return { state, pay, settle, reset: () => setState({ step: 'form' }) };
}
