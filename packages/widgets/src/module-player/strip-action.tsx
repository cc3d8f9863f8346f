import { pricingPath, REQUEST_ACCESS_PATH } from '@modkit/sdk/rules';
import { useState } from 'react';
import { errorMessage } from '../runtime/error-message';
import { useT } from '../runtime/i18n';
import { navigate, useWidgetEnv } from '../runtime/widget-env';
import { useFocusOnMount } from '../ui/focus-on-mount';

export interface Strip {
  text: string;
  action: 'upgrade' | 'request' | 'verify';
}

/** What Verify ended in, in its place: the focus moves to it (WCAG 2.4.3; the button is gone). */
function VerifyOutcome({ text }: { text: string }) {
  const ref = useFocusOnMount<HTMLSpanElement>();
  return (
    <span ref={ref} role="status" tabIndex={-1}>
      {text}
    </span>
  );
}

/** The bottom strip's button: Upgrade (pricing), Request (access request) or Verify (resends the link). */
export function StripAction({ strip, onVerify }: { strip: Strip; onVerify: () => Promise<void> }) {
  const env = useWidgetEnv();
  const i18n = useT();
  const [sent, setSent] = useState<string | null>(null);
  if (strip.action === 'verify') {
    if (sent) return <VerifyOutcome text={sent} />;
    const verify = () =>
      onVerify().then(
        () => setSent(i18n.t('success.verificationSent')),
        (error: unknown) => setSent(errorMessage(error, i18n)),
      );
    return (
      <button type="button" className="mk-btn mk-btn--small" onClick={verify}>
        {i18n.t('player.verify')}
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
      {i18n.t(request ? 'player.request' : 'common.upgrade')}
    </button>
  );
}
