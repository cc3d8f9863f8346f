import { useClient } from '@modkit/sdk/react';
import { OFFLINE_TEXT } from '@modkit/sdk/rules';
import { useConnectivity } from './use-connectivity';
import './notices.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * The offline banner (part 1 §2.12): 'There is no internet connection. Please check your network settings
 * and try again.' while the server cannot be reached. An element with the alert role is announced when
 * it is added, so nothing stays on the page while the server answers.
 */
export function OfflineBanner() {
  const client = useClient();
  const { wire } = useAppTranslator();
  const online = useConnectivity(`${client.baseURL.replace(/\/+$/, '')}/health`);
  if (online) return null;
  return (
    <div className="offline-banner">
      <p className="offline-banner__text" role="alert">
        {wire(OFFLINE_TEXT)}
      </p>
    </div>
  );
}
