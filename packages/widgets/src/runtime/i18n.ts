/**
 * The widgets' texts: the SDK's `widgets` catalogue, English in the bundle and each other language a chunk
 * loaded when a widget first needs it. Which language comes from where is in `widgetLocale`.
 */
import {
  englishTranslator,
  loadTranslator,
  type Translator,
  WIDGETS_CATALOGUE,
  type WidgetMessageId,
} from '@modkit/sdk/i18n';
import { useOptionalTranslator } from '@modkit/sdk/react';
import { type Locale, languageFromSources } from '@modkit/sdk/rules';

export type { WidgetMessageId };
export type WidgetTranslator = Translator<WidgetMessageId>;

let english: WidgetTranslator | undefined;

/** The English translator, at once. */
export function englishWidgets(): WidgetTranslator {
  english ??= englishTranslator<WidgetMessageId>(WIDGETS_CATALOGUE);
  return english;
}

/** The translator of a locale, its catalogue loaded once (English at once). */
export function widgetTranslator(locale: Locale): Promise<WidgetTranslator> {
  return loadTranslator<WidgetMessageId>(WIDGETS_CATALOGUE, locale);
}

/** The widget's translator (English outside a widget frame, e.g. a primitive on a page of its own). */
export function useT(): WidgetTranslator {
  return useOptionalTranslator<WidgetMessageId>() ?? englishWidgets();
}

/** The `lang` of the element or of its nearest ancestor below `<html>`, or null. */
function elementLang(host: Element): string | null {
  const named = host.closest('[lang]');
  return named && named !== host.ownerDocument.documentElement ? named.getAttribute('lang') : null;
}

/**
 * A partner page's language for a widget (issue 26): the element's `lang` (or its section's), else the
 * loader's `data-lang`, else the page's `<html lang>`; the closest one modkit speaks, else English.
 */
export function widgetLocale(host: Element | null, loaderLang?: string | null): Locale {
  const page = typeof document === 'undefined' ? null : document.documentElement.getAttribute('lang');
  return languageFromSources(host ? elementLang(host) : null, loaderLang, page);
}
