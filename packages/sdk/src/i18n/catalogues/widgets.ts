/**
 * The `widgets` namespace: each widget carries its own English (`widgetCatalogue`), the other locales and the
 * whole English are chunks loaded on demand. The whole namespace with its English in the bundle is
 * `WIDGETS_CATALOGUE` (widgets-whole.ts), a module apart: code that only makes a widget's catalogue (the
 * app's shell) does not carry the whole English.
 */
import type { Messages } from '@lingui/core';
import type { Catalogue } from '../catalogue';
import type english from './en/widgets.json';

/** A message id of the widgets' catalogue (a typo is a type error). */
export type WidgetMessageId = keyof typeof english;

/** The loaders of the namespace's other locales. */
export const WIDGETS_LOAD: Catalogue['load'] = {
  es: () => import('./es/widgets'),
  ar: () => import('./ar/widgets'),
  'en-x-pseudo': () => import('./en-x-pseudo/widgets'),
};

/**
 * One widget's share of the namespace: its own English `messages` in its bundle; with another locale, that
 * locale's catalogue and the whole English are loaded on demand (the English for fallbacks and `wire`).
 * Make it once per widget (it is the translators' cache key).
 */
export function widgetCatalogue(english: Messages): Catalogue {
  return { english, load: WIDGETS_LOAD, loadEnglish: () => import('./en/widgets') };
}
