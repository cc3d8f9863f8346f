import { canSubmitComment } from '@modkit/sdk/rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useT } from '../runtime/i18n';

interface CommentFormProps {
  label: string;
  submitText: string;
  initial?: string;
  /** Resolves when saved; rejects to keep the text. */
  onSubmit: (message: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * A comment box: the trimmed text is sent; the button stays disabled while it is empty. Once sent, the box
 * has the focus again.
 */
export function CommentForm({
  label,
  submitText,
  initial = '',
  onSubmit,
  onCancel,
  autoFocus,
}: CommentFormProps) {
  const { t } = useT();
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitComment(text) || busy) return;
    setBusy(true);
    try {
      await onSubmit(text.trim());
      setText('');
      // The button is disabled now the box is empty: the focus goes back to the box (WCAG 2.4.3).
      box.current?.focus();
    } catch {
      // The caller showed the error; the text stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="mk-comment-form" onSubmit={submit}>
      <label className="mk-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={box}
        id={id}
        className="mk-input"
        rows={2}
        placeholder={label}
        value={text}
        maxLength={2000}
        // biome-ignore lint/a11y/noAutofocus: opened on purpose by the Reply / Edit button
        autoFocus={autoFocus}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <div className="mk-row mk-comment-form__actions">
        {onCancel ? (
          <button type="button" className="mk-btn mk-btn--ghost mk-btn--small" onClick={onCancel}>
            {t('dialog.cancel')}
          </button>
        ) : null}
        <button type="submit" className="mk-btn mk-btn--small" disabled={!canSubmitComment(text) || busy}>
          {submitText}
        </button>
      </div>
    </form>
  );
}
