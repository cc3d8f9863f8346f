/**
 * The `app` namespace: the standalone app's screens (its shell, forms and pages), which no widget shows.
 * The app lays it over the widgets' catalogue (`mergeCatalogues(WIDGETS_CATALOGUE, APP_CATALOGUE)`) in a
 * module it loads on demand, so that even its English is not in the app's entry chunk.
 */
import type { Catalogue } from '../catalogue';
import { messages } from './en/app';
import type english from './en/app.json';

/** A message id of the app's catalogue (a typo is a type error). */
export type AppMessageId = keyof typeof english;

export const APP_CATALOGUE: Catalogue = {
  english: messages,
  load: {
    es: () => import('./es/app'),
    ar: () => import('./ar/app'),
    'en-x-pseudo': () => import('./en-x-pseudo/app'),
  },
};
