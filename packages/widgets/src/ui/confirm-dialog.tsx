import { useT } from '../runtime/i18n';
import { DialogButtons } from './dialog-buttons';
import { Modal } from './modal';

interface ConfirmProps {
  open: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmText?: string;
  cancelText?: string;
  busy?: boolean;
}

/** A Yes/No question (delete a comment, remove learners). */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmText,
  cancelText,
  busy = false,
}: ConfirmProps) {
  const { t } = useT();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      footer={
        <DialogButtons
          onCancel={onCancel}
          cancelText={cancelText ?? t('dialog.no')}
          action={confirmText ?? t('dialog.yes')}
          onAction={onConfirm}
          actionClassName="mk-btn mk-btn--danger"
          disabled={busy}
        />
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
