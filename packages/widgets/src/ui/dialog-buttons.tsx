/** A dialog's two buttons: the ghost one that cancels, then the one that acts. */
import type { ReactNode } from 'react';
import { useT } from '../runtime/i18n';

export function DialogButtons({
  onCancel,
  cancelText,
  action,
  onAction,
  actionType = 'button',
  actionClassName = 'mk-btn',
  disabled,
}: {
  onCancel: () => void;
  cancelText?: ReactNode;
  action: ReactNode;
  /** None for a submit button: its form acts. */
  onAction?: () => void;
  actionType?: 'button' | 'submit';
  actionClassName?: string;
  disabled?: boolean;
}) {
  const { t } = useT();
  return (
    <>
      <button type="button" className="mk-btn mk-btn--ghost" onClick={onCancel}>
        {cancelText ?? t('dialog.cancel')}
      </button>
      <button type={actionType} className={actionClassName} disabled={disabled} onClick={onAction}>
        {action}
      </button>
    </>
  );
}
