/**
 * The build's prerender (scripts/prerender.ts) runs this module in Node, built by Vite for the server with the
 * app's own aliases (preact/compat): each signed-out page's markup, in each language, rendered by the same
 * components and in the same tree the app renders into `#root` (main.tsx, app.tsx), so that the app, taking over,
 * finds the markup it would have made (prerender/take-over.ts).
 */
import { loadTranslator } from '@modkit/sdk/i18n';
import { I18nProvider, SdkProvider } from '@modkit/sdk/react';
import { LANGUAGES, type Language } from '@modkit/sdk/rules';
import { PAGE_UI_CSS } from '@modkit/widgets/ui';
import { renderToString } from 'preact-render-to-string';
import type { ComponentType } from 'react';
import { client, session } from '../client';
import { CATALOGUE } from '../i18n/app-catalogue';
import { chooseLanguageHere } from '../i18n/chosen-language';
import { matchRoute, type RouteParams } from '../routes';
import { OfflineBanner } from '../shell/offline-banner';
import { Notices } from '../ui/notices';
import { takeRenderedTitle } from '../ui/use-document-title';
import { PRERENDERED_PATHS } from './prerendered-paths';

export { LANGUAGES, PAGE_UI_CSS, PRERENDERED_PATHS };

/** The markup of `path`'s page in `language`, as the app renders it into `#root`, and its tab title. */
export async function renderPage(
  path: string,
  language: Language,
): Promise<{ markup: string; title: string | null }> {
  const matched = matchRoute(path);
  if (!matched?.route.public || !matched.route.preload)
    throw new Error(`${path}: not a public page with its own module`);
  const { default: Page } = (await matched.route.preload()) as {
    default: ComponentType<{ params: RouteParams }>;
  };
  // The language menu shows the locale the app works out: the one chosen here (as the visitor's will be).
  chooseLanguageHere(language);
  const translator = await loadTranslator(CATALOGUE, language);
  const markup = renderToString(
    <SdkProvider client={client} session={session}>
      <I18nProvider translator={translator}>
        <Notices>
          <OfflineBanner />
          <Page params={matched.params} />
        </Notices>
      </I18nProvider>
    </SdkProvider>,
  );
  return { markup, title: takeRenderedTitle() };
}
