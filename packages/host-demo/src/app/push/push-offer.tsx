import { useClient } from '@modkit/sdk/react';
import { ERROR_TITLES } from '@modkit/sdk/rules';
import { ErrorDialog, errorMessage } from '@modkit/widgets/ui';
import { useEffect, useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';
import { offerPush } from './offer-push';

/** How long after the signed-in shell opens push is offered (the page first, then the question). */
const OFFER_DELAY_MS = 5_000;

/**
 * Offers web push to a signed-in user once per visit, a few seconds after the shell opens; a subscription
 * the server refuses shows the 'ERROR' dialog with the server's message (part 1 §7, "Push subscription
 * failure").
 */
export function PushOffer() {
  const client = useClient();
  const { wire } = useAppTranslator();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    const timer = window.setTimeout(() => {
      offerPush(client, () => stopped).catch((error: unknown) => {
        if (!stopped) setFailure(errorMessage(error));
      });
    }, OFFER_DELAY_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [client]);
  return (
    <ErrorDialog
      title={wire(ERROR_TITLES.upper)}
      message={failure === null ? null : wire(failure)}
      onClose={() => setFailure(null)}
    />
  );
}
