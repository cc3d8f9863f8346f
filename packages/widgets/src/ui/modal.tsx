import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useT } from '../runtime/i18n';
import { Icon, X } from './icon';
import { focusWhenEnabled } from './keep-focus';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** `alertdialog` for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
}

/** A modal open now, with what opened it; `closing` once it is told to close (its content already gone). */
interface OpenModal {
  dialog: HTMLDialogElement;
  opener: HTMLElement | null;
  closing: boolean;
}

/** The modals open now in this document, whichever widget or page holds them. */
const openModals = new Set<OpenModal>();

/**
 * What a modal opening now gives the focus back to when it closes: the element with the focus, unless the focus
 * is in a modal that is closing as this one opens (a form whose answer opens the next dialog: the form's Create
 * went with it) or on nothing for that reason: then what opened that modal, which the chain goes back to.
 */
function openerOfNext(dialog: HTMLDialogElement): HTMLElement | null {
  const active = deepActiveElement();
  for (const modal of openModals)
    if (modal.dialog !== dialog && modal.closing && (!active || modal.dialog.contains(active)))
      return modal.opener;
  return active;
}

/** A modal taken off the page while open closes, and the focus left on nothing goes back to its opener. */
function useClosedWhenRemoved(
  ref: RefObject<HTMLDialogElement | null>,
  opener: RefObject<HTMLElement | null>,
  entry: RefObject<OpenModal | null>,
) {
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (entry.current) openModals.delete(entry.current);
      if (!dialog?.open) return;
      dialog.close();
      const back = opener.current;
      // After the removal: the focus left on nothing goes back to the opener.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (back?.isConnected && (!active || active === document.body)) back.focus();
      });
    };
  }, [ref, opener, entry]);
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
  const entry = useRef<OpenModal | null>(null);

  // Marked as the change is drawn, before any modal's open or close below, whatever their order: one opening
  // in the same change sees this one as closing.
  if (!open && entry.current) entry.current.closing = true;

  // Opened and closed as the change is drawn, in the task of the key or click that asked: a Tab pressed at once
  // goes into the dialog, never past its opener on the page (which it would then give the focus back to).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = openerOfNext(dialog);
      entry.current = { dialog, opener: opener.current, closing: false };
      openModals.add(entry.current);
      dialog.showModal();
    }
    if (!open && entry.current) {
      openModals.delete(entry.current);
      entry.current = null;
    }
    if (!open && dialog.open) {
      dialog.close();
      // The browser gives the focus back only when it was inside the dialog at its close; its content is
      // already gone by then (a form sent, a confirmation answered), so the focus was on nothing.
      const back = opener.current;
      if (back?.isConnected && focusLost(dialog)) giveFocusBack(back);
    }
  }, [open]);

  useClosedWhenRemoved(ref, opener, entry);

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

/** The focus back on the opener; one disabled while its work goes on (a Pay whose window closed) gets it once enabled. */
function giveFocusBack(opener: HTMLElement) {
  if ((opener instanceof HTMLButtonElement || opener instanceof HTMLInputElement) && opener.disabled)
    focusWhenEnabled(opener, opener.ownerDocument);
  else opener.focus();
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
