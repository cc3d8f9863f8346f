import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../runtime/i18n';
import { Icon, X } from './icon';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** `alertdialog` for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal on the native `<dialog>`: it opens in the top layer (above any host page z-index, even from
 * inside a shadow root), traps focus, closes on Escape and gives focus back to the opener.
 */
export function Modal({ open, title, onClose, children, footer, role = 'dialog' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useT();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog ref={ref} className="mk-dialog" aria-labelledby={titleId} role={role} part="dialog">
      {open ? (
        <>
          <div className="mk-dialog__head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="mk-icon-btn" aria-label={t('dialog.close')} onClick={onClose}>
              <Icon icon={X} />
            </button>
          </div>
          <div className="mk-dialog__body">{children}</div>
          {footer ? <div className="mk-dialog__foot">{footer}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
