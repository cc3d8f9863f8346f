/** The `widgets` namespace: English in the bundle, the other locales each a chunk loaded on demand. */
import type { Messages } from '@lingui/core';
import type { Catalogue } from '../catalogue';
import { messages } from './en/widgets';
import type english from './en/widgets.json';

/** A message id of the widgets' catalogue (a typo is a type error). */
export type WidgetMessageId = keyof typeof english;

const load: Catalogue['load'] = {
  es: () => import('./es/widgets'),
  ar: () => import('./ar/widgets'),
  'en-x-pseudo': () => import('./en-x-pseudo/widgets'),
};

/** The whole namespace, its English in the bundle (the standalone app, the LTI tool, tests). */
export const WIDGETS_CATALOGUE: Catalogue = { english: messages, load };

/**
 * One widget's share of the namespace: its own English `messages` in its bundle; with another locale, that
 * locale's catalogue and the whole English are loaded on demand (the English for fallbacks and `wire`).
 * Make it once per widget (it is the translators' cache key).
 */
export function widgetCatalogue(english: Messages): Catalogue {
  return { english, load, loadEnglish: () => import('./en/widgets') };
}
