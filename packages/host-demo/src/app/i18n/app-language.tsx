import type { Catalogue } from '@modkit/sdk/i18n';
import { I18nProvider, useCatalogue, useSession } from '@modkit/sdk/react';
import { appLanguage, type Locale } from '@modkit/sdk/rules';
import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import { useChosenLanguage } from './chosen-language';

// Asked for as the app starts (in parallel with the page's own first reads), never part of the entry.
let ready: Catalogue | null = null;
export const catalogue = import('./app-catalogue').then((m) => {
  ready = m.CATALOGUE;
  return m.CATALOGUE;
});

/** The browser's languages, most wanted first. */
const browserLanguages = () => (typeof navigator === 'undefined' ? [] : navigator.languages);

/** The app's locale: the profile's language, else the one chosen on this device, else the browser's. */
export function useAppLocale(): Locale {
  const saved = useSession((s) => (s.user?.data.language as string | null | undefined) ?? null);
  const chosen = useChosenLanguage();
  return appLanguage(saved, chosen, browserLanguages());
}

/**
 * The app in its language (issue 26): the catalogue of the user's locale loaded, `<html lang dir>` set,
 * and an I18nProvider around the app (nothing is shown until the first translator is in; a change of
 * language keeps the current one until the new catalogue arrives).
 */
export function AppLanguage({ children }: { children: ReactNode }) {
  // Once in (the take-over of a painted page waits for it), the first render has it.
  const [loaded, setLoaded] = useState<Catalogue | null>(ready);
  useEffect(() => {
    let live = true;
    void catalogue.then((c) => {
      if (live) setLoaded(c);
    });
    return () => {
      live = false;
    };
  }, []);
  return loaded ? <Translated catalogue={loaded}>{children}</Translated> : null;
}

function Translated({ catalogue, children }: { catalogue: Catalogue; children: ReactNode }) {
  const translator = useCatalogue(catalogue, useAppLocale());
  useLayoutEffect(() => {
    if (!translator) return;
    document.documentElement.lang = translator.lang;
    document.documentElement.dir = translator.dir;
  }, [translator]);
  return translator ? <I18nProvider translator={translator}>{children}</I18nProvider> : null;
}
