import type { ReactNode } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';

/** The end of a dialog's form: Cancel (closes it) and the submit button, disabled while the form is busy. */
export function CancelAndSubmit({
  className,
  busy,
  onCancel,
  children,
}: {
  className: string;
  busy: boolean;
  onCancel: () => void;
  /** The submit button's text. */
  children: ReactNode;
}) {
  const { t } = useAppTranslator();
  return (
    <div className={className}>
      <button type="button" className="btn btn--secondary" onClick={onCancel}>
        {t('dialog.cancel')}
      </button>
      <button type="submit" className="btn" disabled={busy}>
        {children}
      </button>
    </div>
  );
}
