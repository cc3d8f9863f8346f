import { SdkProvider } from '@modkit/sdk/react';
import { keepFocusThroughDisabling } from '@modkit/widgets/ui';
import { render, type VNode } from 'preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { client, session } from './client';
import { AppLanguage, catalogue } from './i18n/app-language';
import { matchRoute } from './routes';
import { watchSession } from './session/session-events';
import './styles/base.css';
import './styles/initials-avatars.css';
import './styles/list-filter-inputs.css';
import './styles/stacked-tables.css';
import { Notices } from './ui/notices';
import { adoptPageUiCss } from './ui/page-ui-css';

adoptPageUiCss();
// A button disabled while its form is sent gets the focus back when it is enabled again (WCAG 2.4.3).
keepFocusThroughDisabling(document);

watchSession(client);

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <SdkProvider client={client} session={session}>
      <AppLanguage>
        <Notices>
          <App />
        </Notices>
      </AppLanguage>
    </SdkProvider>
  </StrictMode>
);
const start = () => createRoot(root).render(app);
// Preact's own render: React's (preact/compat's, above) first empties the container; Preact's diffs against it.
const adopt = () => render(app as unknown as VNode, root);
// A signed-out page comes painted from the server (server/prerendered-pages.ts): the app takes its markup over
// (its code is a chunk of its own, which the server preloads: the page is already on screen meanwhile).
if (root.hasAttribute('data-prerendered'))
  void import('./prerender/take-over').then(
    ({ takeOver }) =>
      takeOver(root, adopt, start, {
        catalogue,
        preload: matchRoute(window.location.pathname)?.route.preload,
      }),
    start,
  );
else start();
