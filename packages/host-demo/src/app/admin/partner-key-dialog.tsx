import type { PartnerWithKey } from '@modkit/sdk';
import { Modal } from '@modkit/widgets/ui';
import { useId, useState } from 'react';
import { useAdminTranslator } from './admin-language';

/**
 * A partner's new key, the only time it is shown (a registration or a rotation): the key, a copy button, and
 * the words that it will not be shown again. Closing forgets it.
 */
export function PartnerKeyDialog({ shown, onClose }: { shown: PartnerWithKey | null; onClose: () => void }) {
  const { t } = useAdminTranslator();
  return (
    <Modal
      open={shown !== null}
      title={t('admin.partners.keyTitle', { name: shown?.partner.name ?? '' })}
      onClose={onClose}
    >
      {shown ? <KeyBody keyText={shown.key} onClose={onClose} /> : null}
    </Modal>
  );
}

function KeyBody({ keyText, onClose }: { keyText: string; onClose: () => void }) {
  const { t } = useAdminTranslator();
  const id = useId();
  const [feedback, setFeedback] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(keyText);
      setFeedback(t('admin.partners.keyCopied'));
    } catch {
      setFeedback(t('admin.partners.keyCopyFailed'));
    }
  };
  return (
    <div className="admin-key">
      <p className="admin-key__warning">
        <strong>{t('admin.partners.keyShownOnce')}</strong>
      </p>
      <div className="field">
        <label htmlFor={id}>{t('admin.partners.apiKey')}</label>
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
          {t('admin.partners.copyKey')}
        </button>
        <button type="button" className="btn" onClick={onClose}>
          {t('admin.partners.done')}
        </button>
      </div>
    </div>
  );
}
