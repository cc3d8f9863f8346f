import { useEffect, useId, useRef } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';

/** A modal message (native <dialog>: focus trapped, Escape closes, focus returns to the opener). */
export function AlertDialog({
  title,
  message,
  onClose,
}: {
  title?: string;
  message: string | null;
  onClose(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t, wire } = useAppTranslator();
  const titleId = useId();
  const messageId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (message && !dialog.open) dialog.showModal();
    if (!message && dialog.open) dialog.close();
  }, [message]);
  return (
    <dialog
      ref={ref}
      className="alert-dialog"
      role="alertdialog"
      aria-labelledby={title ? titleId : messageId}
      aria-describedby={title ? messageId : undefined}
      onClose={onClose}
    >
      {title ? <h2 id={titleId}>{wire(title)}</h2> : null}
      <p id={messageId}>{message === null ? null : wire(message)}</p>
      <form method="dialog">
        <button type="submit" className="btn">
          {t('dialog.ok')}
        </button>
      </form>
    </dialog>
  );
}
