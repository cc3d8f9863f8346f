/**
 * The widgets' texts: the SDK's `widgets` catalogue. Each widget carries its own English messages
 * (`src/messages/<widget>.ts`, the ids its code names); another language is a chunk loaded, with the whole
 * English, when a widget first needs it. Which language comes from where is in `widgetLocale`.
 */
import {
  type Catalogue,
  englishTranslator,
  loadTranslator,
  type Messages,
  type Translator,
  type WidgetMessageId,
  widgetCatalogue,
} from '@modkit/sdk/i18n';
import { useOptionalTranslator } from '@modkit/sdk/react';
import { type Locale, languageFromSources } from '@modkit/sdk/rules';

export type { WidgetMessageId };
export type WidgetTranslator = Translator<WidgetMessageId>;

const catalogues = new WeakMap<Messages, Catalogue>();
let pageMessages: Messages = {};

/**
 * The English of the UI primitives on a page of their own (outside a widget): `@modkit/widgets/ui` sets
 * its primitives' messages when a page imports it, so that no widget carries them.
 */
export function setPageMessages(messages: Messages): void {
  pageMessages = messages;
}
const englishes = new WeakMap<Messages, WidgetTranslator>();

function catalogueOf(messages: Messages): Catalogue {
  let catalogue = catalogues.get(messages);
  if (!catalogue) {
    catalogue = widgetCatalogue(messages);
    catalogues.set(messages, catalogue);
  }
  return catalogue;
}

/**
 * The English translator of a widget's own messages, at once; without them, of the UI primitives' (what a
 * primitive shows on a page of its own, `setPageMessages`).
 */
export function englishWidgets(messages: Messages = pageMessages): WidgetTranslator {
  let english = englishes.get(messages);
  if (!english) {
    english = englishTranslator<WidgetMessageId>(catalogueOf(messages));
    englishes.set(messages, english);
  }
  return english;
}

/** A widget's translator of a locale, its catalogue loaded once (English, the widget's own, at once). */
export function widgetTranslator(messages: Messages, locale: Locale): Promise<WidgetTranslator> {
  return loadTranslator<WidgetMessageId>(catalogueOf(messages), locale);
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
