import { ERROR_TITLES } from '@modkit/sdk/rules';
import { Modal } from './modal';

/** The spec's error modal: title 'Error' and the server's message (part 1 §8). */
export function ErrorDialog({
  message,
  onClose,
  title = ERROR_TITLES.error,
}: {
  message: string | null;
  onClose: () => void;
  title?: string;
}) {
  return (
    <Modal
      open={message !== null}
      title={title}
      onClose={onClose}
      role="alertdialog"
      footer={
        <button type="button" className="mk-btn" onClick={onClose}>
          Okay
        </button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
