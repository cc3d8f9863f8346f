import { say } from '@modkit/sdk/i18n';
import { ERROR_TITLES, paymentSuccessText } from '@modkit/sdk/rules';
import { ErrorDialog, LoadingState, Modal } from '@modkit/widgets/ui';
import { useAppTranslator } from '../i18n/use-app-translator';
import { Link } from '../router/link';
import type { CheckoutState } from './use-checkout';

/**
 * What follows the payment window (part 2 §4, §8): 'Verifying…' while the order is checked; the success
 * modal 'Congratulations!' / 'Your payment is successful for the {package} package. Enjoy!'; a declined
 * payment, a server message ('Error!'), or a payment still pending (with a link to check it again).
 */
export function PaymentOutcome({
  state,
  packageName,
  onSuccessClose,
  onDismiss,
}: {
  state: CheckoutState;
  packageName: string;
  onSuccessClose(): void;
  onDismiss(): void;
}) {
  const i18n = useAppTranslator();
  const { t, wire } = i18n;
  switch (state.step) {
    case 'verifying':
      return <LoadingState label={t('commerce.verifying')} />;
    case 'paid':
      return (
        <Modal
          open
          title={t('commerce.successTitle')}
          onClose={onSuccessClose}
          footer={
            <button type="button" className="btn" onClick={onSuccessClose}>
              {t('common.continue')}
            </button>
          }
        >
          <p>{say(i18n, paymentSuccessText(packageName))}</p>
        </Modal>
      );
    case 'failed':
      return (
        <ErrorDialog
          title={wire(ERROR_TITLES.errorBang)}
          message={t('commerce.failed')}
          onClose={onDismiss}
        />
      );
    case 'error':
      return (
        <ErrorDialog title={wire(ERROR_TITLES.errorBang)} message={wire(state.message)} onClose={onDismiss} />
      );
    case 'pending':
      return (
        <Modal open title={t('commerce.pendingTitle')} onClose={onDismiss}>
          <p>{t('commerce.pending')}</p>
          <p>
            <Link href={`/payments/${state.order.id}`}>{t('commerce.checkPayment')}</Link>
          </p>
        </Modal>
      );
    default:
      return null;
  }
}
