import { useT } from '../runtime/i18n';
import { Modal } from './modal';

/** The spec's error modal: title 'Error' and the server's message (part 1 §8). */
export function ErrorDialog({
  message,
  onClose,
  title,
}: {
  message: string | null;
  onClose: () => void;
  /** The spec's 'Error' by default. */
  title?: string;
}) {
  const { t } = useT();
  return (
    <Modal
      open={message !== null}
      title={title ?? t('error.title')}
      onClose={onClose}
      role="alertdialog"
      footer={
        <button type="button" className="mk-btn" onClick={onClose}>
          {t('dialog.okay')}
        </button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
