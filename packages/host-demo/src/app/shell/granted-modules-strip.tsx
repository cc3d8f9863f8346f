import { sendUpgradeRequest, type User } from '@modkit/sdk';
import { say } from '@modkit/sdk/i18n';
import { useClient, useSession } from '@modkit/sdk/react';
import { FAILURE_MESSAGES, grantedModulesStrip, SUCCESS_MESSAGES } from '@modkit/sdk/rules';
import { useRef, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';

/** The message the Request action sends (the spec gives none). */
const UNLIMITED_ACCESS_MESSAGE = 'Please grant me unlimited access to the modules.';

/**
 * The mentor-granted learner's strip (part 1 §4): 'You only have N out of M modules left. Request for
 * unlimited access.' for a learner with a limited `allowed_modules`; Request sends the upgrade message,
 * then 'An upgrade request has been sent!' or 'Could not send upgrade request!'.
 */
export function GrantedModulesStrip() {
  const client = useClient();
  const student = useSession((s) => s.user_type === 'STUDENT');
  const user = useSession((s) => s.user?.data) as User | undefined;
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const result = useRef<HTMLParagraphElement>(null);
  const text = grantedModulesStrip(
    user?.modulesViewedAndRemaining?.remaining_module,
    user?.meta?.allowed_modules,
  );
  const i18n = useAppTranslator();
  const { t, wire } = i18n;
  if (!student || !text) return null;
  const request = async () => {
    setState('sending');
    try {
      await sendUpgradeRequest(client, { message: UNLIMITED_ACCESS_MESSAGE });
      setState('sent');
      // Request goes away: the focus goes to the result, which says what happened (WCAG 2.4.3).
      requestAnimationFrame(() => result.current?.focus());
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="notice granted-strip">
      <p>{say(i18n, text)}</p>
      {state === 'sent' ? null : (
        <button type="button" className="btn" onClick={request} disabled={state === 'sending'}>
          {t('player.request')}
        </button>
      )}
      <p ref={result} role="status" className="granted-strip__result" tabIndex={-1}>
        {state === 'sent'
          ? wire(SUCCESS_MESSAGES.upgradeSent)
          : state === 'failed'
            ? wire(FAILURE_MESSAGES.upgradeFailed)
            : ''}
      </p>
    </div>
  );
}
