import type { PartnerWithKey } from '@modkit/sdk';
import { ADMIN_TEXTS } from '@modkit/sdk/admin';
import { Modal } from '@modkit/widgets/ui';
import { useId, useState } from 'react';

/**
 * A partner's new key, the only time it is shown (a registration or a rotation): the key, a copy button, and
 * the words that it will not be shown again. Closing forgets it.
 */
export function PartnerKeyDialog({ shown, onClose }: { shown: PartnerWithKey | null; onClose: () => void }) {
  return (
    <Modal open={shown !== null} title={`Key of ${shown?.partner.name ?? ''}`} onClose={onClose}>
      {shown ? <KeyBody keyText={shown.key} onClose={onClose} /> : null}
    </Modal>
  );
}

function KeyBody({ keyText, onClose }: { keyText: string; onClose: () => void }) {
  const id = useId();
  const [feedback, setFeedback] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(keyText);
      setFeedback(ADMIN_TEXTS.keyCopied);
    } catch {
      setFeedback(ADMIN_TEXTS.keyCopyFailed);
    }
  };
  return (
    <div className="admin-key">
      <p className="admin-key__warning">
        <strong>{ADMIN_TEXTS.keyShownOnce}</strong>
      </p>
      <div className="field">
        <label htmlFor={id}>API key</label>
        <input
          id={id}
          className="admin-key__value"
          readOnly
          value={keyText}
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <p className="admin-key__feedback" role="status">
        {feedback}
      </p>
      <div className="admin-form__buttons">
        <button type="button" className="btn btn--secondary" onClick={copy}>
          Copy key
        </button>
        <button type="button" className="btn" onClick={onClose}>
          Done
        </button>
      </div>
    </div>
  );
}
