import { createContext, createElement, type ReactNode, useContext, useEffect, useState } from 'react';
import { type Catalogue, englishTranslator, loadedTranslator, loadTranslator } from '../i18n/catalogue';
import type { Translator } from '../i18n/translator';
import type { Locale } from '../rules/language';

/** The translator given by the nearest I18nProvider. */
export const I18nContext = createContext<Translator | null>(null);

/** Makes a translator (`loadTranslator`'s) available to `useTranslator` below it. */
export function I18nProvider({ translator, children }: { translator: Translator; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: translator }, children);
}

/** The nearest provider's translator, or null outside one. */
export function useOptionalTranslator<Id extends string = string>(): Translator<Id> | null {
  return useContext(I18nContext) as Translator<Id> | null;
}

/** The nearest provider's translator: `const { t, number, date, dir } = useTranslator()`. */
export function useTranslator<Id extends string = string>(): Translator<Id> {
  const translator = useOptionalTranslator<Id>();
  if (!translator) throw new Error('useTranslator needs an I18nProvider above it.');
  return translator;
}

/**
 * The translator of `locale` for a catalogue (make the catalogue once, at module level: it is the cache's
 * key), loaded on demand: English at once, another language once its catalogue is in (null until then);
 * a new locale keeps the previous translator until its own arrives.
 */
export function useCatalogue<Id extends string = string>(
  catalogue: Catalogue,
  locale: Locale,
): Translator<Id> | null {
  const [translator, setTranslator] = useState<Translator<Id> | null>(() =>
    locale === 'en' ? englishTranslator<Id>(catalogue) : loadedTranslator<Id>(catalogue, locale),
  );
  useEffect(() => {
    let live = true;
    loadTranslator<Id>(catalogue, locale).then((loaded) => {
      if (live) setTranslator(loaded);
    });
    return () => {
      live = false;
    };
  }, [catalogue, locale]);
  return translator;
}
