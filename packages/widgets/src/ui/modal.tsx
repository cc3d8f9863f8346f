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
 * inside a shadow root), traps focus, closes on Escape and gives focus back to the opener. Taken off the page
 * while open (a modal shown while the URL says so, and the URL changed), it gives the focus back too: a
 * dialog removed open would leave it on nothing (WCAG 2.4.3).
 */
export function Modal({ open, title, onClose, children, footer, role = 'dialog' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useT();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = deepActiveElement();
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      // The browser gives the focus back only when it was inside the dialog at its close; its content is
      // already gone by then (a form sent, a confirmation answered), so the focus was on nothing.
      const back = opener.current;
      if (back?.isConnected && focusLost(dialog)) back.focus();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (!dialog?.open) return;
      dialog.close();
      const back = opener.current;
      // After the removal: the focus left on nothing goes back to the opener.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (back?.isConnected && (!active || active === document.body)) back.focus();
      });
    };
  }, []);

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

/** Whether the focus is on nothing (the page) or still inside the closed dialog. */
function focusLost(dialog: HTMLDialogElement): boolean {
  const active = deepActiveElement();
  return !active || dialog.contains(active);
}

/** The element with the focus, inside shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
