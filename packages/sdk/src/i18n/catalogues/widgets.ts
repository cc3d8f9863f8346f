/** The `widgets` namespace: English in the bundle, the other locales each a chunk loaded on demand. */
import type { Catalogue } from '../catalogue';
import { messages } from './en/widgets';
import type english from './en/widgets.json';

/** A message id of the widgets' catalogue (a typo is a type error). */
export type WidgetMessageId = keyof typeof english;

export const WIDGETS_CATALOGUE: Catalogue = {
  english: messages,
  load: {
    es: () => import('./es/widgets'),
    ar: () => import('./ar/widgets'),
    'en-x-pseudo': () => import('./en-x-pseudo/widgets'),
  },
};
