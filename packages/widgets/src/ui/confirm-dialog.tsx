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
  confirmText = 'Yes',
  cancelText = 'No',
  busy = false,
}: ConfirmProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      footer={
        <>
          <button type="button" className="mk-btn mk-btn--ghost" onClick={onCancel}>
            {cancelText}
          </button>
          <button type="button" className="mk-btn mk-btn--danger" onClick={onConfirm} disabled={busy}>
            {confirmText}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
