import { SdkProvider } from '@modkit/sdk/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { client, session } from './client';
import { AppLanguage } from './i18n/app-language';
import { watchSession } from './session/session-events';
import './styles/base.css';
import './styles/initials-avatars.css';
import './styles/list-filter-inputs.css';
import './styles/stacked-tables.css';
import { Notices } from './ui/notices';
import { adoptPageUiCss } from './ui/page-ui-css';

adoptPageUiCss();

watchSession(client);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SdkProvider client={client} session={session}>
      <AppLanguage>
        <Notices>
          <App />
        </Notices>
      </AppLanguage>
    </SdkProvider>
  </StrictMode>,
);
