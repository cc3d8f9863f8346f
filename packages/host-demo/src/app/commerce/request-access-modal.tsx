import { requestMentorUpgrade } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '@modkit/sdk/rules';
import { Modal } from '@modkit/widgets/ui';
import { type FormEvent, useId, useState } from 'react';
import { TextAreaField } from '../ui/text-area-field';
import { closeRequestAccess } from './pricing-flag';
import './commerce.css';
import { useAppTranslator } from '../i18n/use-app-translator';
import { FocusedStatus } from '../ui/focused-status';

type Sending = 'form' | 'sending' | 'sent' | 'failed';

/**
 * The mentor's upgrade-request modal (part 1 §2.15 'Request Access', §2.21, §8), open while the URL has
 * `request-access=true`: a message (optional) sent with POST /users/mentor-upgrade, then 'Success! An
 * upgrade request has been sent!' or 'Error! Could not send upgrade request!'.
 */
export default function RequestAccessModal({ onClose = closeRequestAccess }: { onClose?: () => void }) {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const [message, setMessage] = useState('');
  const [state, setState] = useState<Sending>('form');
  const formId = useId();
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setState('sending');
    try {
      await requestMentorUpgrade(client, message.trim() ? { message: message.trim() } : {});
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  const sent = state === 'sent';
  return (
    <Modal
      open
      title={t('nav.requestAccess')}
      onClose={onClose}
      footer={
        sent ? (
          <button type="button" className="btn" onClick={onClose}>
            {t('commerce.close')}
          </button>
        ) : (
          <>
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {t('dialog.cancel')}
            </button>
            <button type="submit" form={formId} className="btn" disabled={state === 'sending'}>
              {t('commerce.sendRequest')}
            </button>
          </>
        )
      }
    >
      {sent ? (
        <FocusedStatus className="request-access__done">
          {wire(SUCCESS_MESSAGES.upgradeSentTitled)}
        </FocusedStatus>
      ) : (
        <form id={formId} className="request-access" onSubmit={send}>
          <p>{t('commerce.askTeam')}</p>
          <TextAreaField
            label={t('commerce.messageOptional')}
            rows={4}
            maxLength={2000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <div role="alert">
            {state === 'failed' ? (
              <p className="field__error">{wire(FAILURE_MESSAGES.upgradeFailedTitled)}</p>
            ) : null}
          </div>
        </form>
      )}
    </Modal>
  );
}
