import type { Package } from '@modkit/sdk';
import { afterPaymentRoute, isFreePackage } from '@modkit/sdk/rules';
import { useAppTranslator } from '../i18n/use-app-translator';
import { navigate } from '../router/location';
import { PaymentOutcome } from './payment-outcome';
import { PaymentWindow } from './payment-window';
import { openPricing } from './pricing-flag';
import { PurchasePanel } from './purchase-panel';
import { SelectedPackage } from './selected-package';
import { useCheckout } from './use-checkout';

/**
 * The order of one package (part 2 "Order Details", §4): the two panels, the payment window, then the
 * outcome; closing the success modal goes to choose-your-interest after an instant signup, else to My
 * Library. The free package is never sold.
 */
export function OrderDetails({ pkg, instantSignup }: { pkg: Package; instantSignup: boolean }) {
  const { state, pay, settle, reset } = useCheckout(pkg);
  const { t } = useAppTranslator();
  if (isFreePackage(pkg)) {
    return (
      <div className="notice">
        <p>
          {t('commerce.freeNotBought')}{' '}
          <button type="button" className="link-button" onClick={() => openPricing()}>
            {t('commerce.seePackages')}
          </button>
        </p>
      </div>
    );
  }
  const busy = state.step === 'creating' || state.step === 'paying' || state.step === 'verifying';
  return (
    <>
      <div className="order-details">
        <SelectedPackage pkg={pkg} />
        <PurchasePanel
          pkg={pkg}
          busy={busy}
          couponError={state.step === 'form' ? state.couponError : undefined}
          onPay={pay}
        />
      </div>
      {state.step === 'paying' ? (
        <PaymentWindow order={state.order} onDone={(completed) => void settle(state.order, completed)} />
      ) : null}
      <PaymentOutcome
        state={state}
        packageName={pkg.name}
        onSuccessClose={() => navigate(afterPaymentRoute(instantSignup))}
        onDismiss={reset}
      />
    </>
  );
}
