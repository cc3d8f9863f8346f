/**
 * A namespace's compiled catalogues: English in the bundle, every other locale loaded on demand (a
 * bundler makes each a chunk of its own), then one translator per locale.
 */
import type { Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Locale } from '../rules/language';
import { createTranslator, type Translator } from './translator';

/**
 * A namespace's English messages and a loader for each other locale's. `english` may be a part of the
 * namespace's English (a widget's own messages): `loadEnglish` then loads the whole of it with another
 * locale, for that locale's fallbacks and for `wire` (in English, `wire` gives back the text it is given).
 */
export interface Catalogue {
  english: Messages;
  load: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>>;
  loadEnglish?: () => Promise<{ messages: Messages }>;
}

/** Catalogues laid over one another (the app's namespace over the widgets'): English, and each loader. */
export function mergeCatalogues(...catalogues: Catalogue[]): Catalogue {
  const load = {} as Catalogue['load'];
  for (const locale of Object.keys(catalogues[0]?.load ?? {}) as Array<keyof Catalogue['load']>) {
    load[locale] = async () => ({
      messages: Object.assign(
        {},
        ...(await Promise.all(catalogues.map((c) => c.load[locale]()))).map((m) => m.messages),
      ),
    });
  }
  return { english: Object.assign({}, ...catalogues.map((c) => c.english)), load };
}

const cache = new WeakMap<Catalogue, Map<Locale, Promise<Translator>>>();
/** The translators made so far, for a render that must not wait (useCatalogue's first). */
const loaded = new WeakMap<Catalogue, Map<Locale, Translator>>();

/** The catalogue's English translator, at once (no loading). */
export function englishTranslator<Id extends string>(catalogue: Catalogue): Translator<Id> {
  return createTranslator<Id>(DEFAULT_LANGUAGE, catalogue.english);
}

/** The translator `loadTranslator` has already made for `locale`, or null (not asked for, or still loading). */
export function loadedTranslator<Id extends string>(
  catalogue: Catalogue,
  locale: Locale,
): Translator<Id> | null {
  return (loaded.get(catalogue)?.get(locale) as Translator<Id> | undefined) ?? null;
}

/**
 * The translator of `locale`, its catalogue loaded once (English needs none). A catalogue that fails to
 * load gives English: a text is never missing.
 */
export function loadTranslator<Id extends string>(
  catalogue: Catalogue,
  locale: Locale,
): Promise<Translator<Id>> {
  let byLocale = cache.get(catalogue);
  if (!byLocale) {
    byLocale = new Map();
    cache.set(catalogue, byLocale);
  }
  let pending = byLocale.get(locale);
  if (!pending) {
    pending =
      locale === 'en'
        ? Promise.resolve(englishTranslator(catalogue))
        : Promise.all([
            catalogue.loadEnglish?.() ?? { messages: catalogue.english },
            catalogue.load[locale](),
          ]).then(
            ([english, { messages }]) => createTranslator(locale, english.messages, messages),
            () => englishTranslator(catalogue),
          );
    void pending.then((translator) => {
      const done = loaded.get(catalogue) ?? new Map<Locale, Translator>();
      loaded.set(catalogue, done);
      done.set(locale, translator);
    });
    byLocale.set(locale, pending);
  }
  return pending as Promise<Translator<Id>>;
}
