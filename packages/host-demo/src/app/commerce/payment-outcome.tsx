import { ERROR_TITLES, PAYMENT_SUCCESS_TITLE, paymentSuccessText } from '@modkit/sdk/rules';
import { ErrorDialog, LoadingState, Modal } from '@modkit/widgets/ui';
import { Link } from '../router/link';
import type { CheckoutState } from './use-checkout';

/** Our texts where the spec gives none (a declined and a still-pending payment). */
export const PAYMENT_FAILED_TEXT =
  'Your payment could not be completed. You have not been charged; please try again.';
export const PAYMENT_PENDING_TEXT =
  'Your payment is not confirmed yet. Check it again in a moment: your package starts as soon as it is.';

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
  switch (state.step) {
    case 'verifying':
      return <LoadingState label="Verifying your payment" />;
    case 'paid':
      return (
        <Modal
          open
          title={PAYMENT_SUCCESS_TITLE}
          onClose={onSuccessClose}
          footer={
            <button type="button" className="btn" onClick={onSuccessClose}>
              Continue
            </button>
          }
        >
          <p>{paymentSuccessText(packageName)}</p>
        </Modal>
      );
    case 'failed':
      return <ErrorDialog title={ERROR_TITLES.errorBang} message={PAYMENT_FAILED_TEXT} onClose={onDismiss} />;
    case 'error':
      return <ErrorDialog title={ERROR_TITLES.errorBang} message={state.message} onClose={onDismiss} />;
    case 'pending':
      return (
        <Modal open title="Payment pending" onClose={onDismiss}>
          <p>{PAYMENT_PENDING_TEXT}</p>
          <p>
            <Link href={`/payments/${state.order.id}`}>Check the payment again</Link>
          </p>
        </Modal>
      );
    default:
      return null;
  }
}
