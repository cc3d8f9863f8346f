import { pricingPath, REQUEST_ACCESS_PATH, SUCCESS_MESSAGES } from '@modkit/sdk/rules';
import { useState } from 'react';
import { errorMessage } from '../runtime/error-message';
import { navigate, useWidgetEnv } from '../runtime/widget-env';

export interface Strip {
  text: string;
  action: 'upgrade' | 'request' | 'verify';
}

/** The bottom strip's button: Upgrade (pricing), Request (access request) or Verify (resends the link). */
export function StripAction({ strip, onVerify }: { strip: Strip; onVerify: () => Promise<void> }) {
  const env = useWidgetEnv();
  const [sent, setSent] = useState<string | null>(null);
  if (strip.action === 'verify') {
    if (sent) return <span role="status">{sent}</span>;
    const verify = () =>
      onVerify().then(
        () => setSent(SUCCESS_MESSAGES.verificationSent),
        (error: unknown) => setSent(errorMessage(error)),
      );
    return (
      <button type="button" className="mk-btn mk-btn--small" onClick={verify}>
        Verify
      </button>
    );
  }
  const request = strip.action === 'request';
  const go = () =>
    navigate(env, {
      kind: 'pricing',
      path: request ? REQUEST_ACCESS_PATH : pricingPath(),
    });
  return (
    <button type="button" className="mk-btn mk-btn--small" onClick={go}>
      {request ? 'Request' : 'Upgrade'}
    </button>
  );
}
