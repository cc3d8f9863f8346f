import { useClient } from '@modkit/sdk/react';
import { OFFLINE_TEXT } from '@modkit/sdk/rules';
import { useConnectivity } from './use-connectivity';
import './notices.css';

/**
 * The offline banner (part 1 §2.12): 'There is no internet connection. Please check your network settings
 * and try again.' while the server cannot be reached. The live region is always there, so that the text
 * is announced when it appears.
 */
export function OfflineBanner() {
  const client = useClient();
  const online = useConnectivity(`${client.baseURL.replace(/\/+$/, '')}/health`);
  return (
    <div className="offline-banner" role="alert">
      {online ? null : <p className="offline-banner__text">{OFFLINE_TEXT}</p>}
    </div>
  );
}
