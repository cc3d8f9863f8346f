import { getInvoicePath } from '@modkit/sdk';
import { useClient } from '@modkit/sdk/react';
import { ERROR_TITLES } from '@modkit/sdk/rules';
import { assetUrl, ErrorDialog, errorMessage } from '@modkit/widgets/ui';
import { useState } from 'react';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * Invoice: asks the api for the order's invoice and opens its PDF (`data.media.path`) in a new tab (part 2 §7).
 * The tab opens at the click, so that no pop-up blocker stops it, and is closed again if the call fails.
 */
export function InvoiceButton({ orderId, label }: { orderId: number; label: string }) {
  const client = useClient();
  const { t, wire } = useAppTranslator();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const open = async () => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setBusy(true);
    try {
      const url = assetUrl(client.baseURL, await getInvoicePath(client, orderId)) ?? '';
      if (tab) tab.location.replace(url);
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      setFailure(wire(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn--secondary" onClick={() => void open()} disabled={busy}>
        {t('account.invoice')}
        <span className="visually-hidden">{t('account.invoiceOf', { label })}</span>
      </button>
      <ErrorDialog title={wire(ERROR_TITLES.errorBang)} message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
