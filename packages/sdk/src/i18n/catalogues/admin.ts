/**
 * The `admin` namespace: the admin console's pages (accounts, partners, LTI platforms, dashboard access,
 * packages and coupons), which no learner opens. The console's pages lay it over the app's catalogue
 * (`mergeCatalogues(WIDGETS_CATALOGUE, APP_CATALOGUE, ADMIN_CATALOGUE)`) in a module they load on demand,
 * so that neither the app's entry nor a learner's pages carry it, English included.
 */
import type { Catalogue } from '../catalogue';
import { messages } from './en/admin';
import type english from './en/admin.json';

/** A message id of the admin console's catalogue (a typo is a type error). */
export type AdminMessageId = keyof typeof english;

export const ADMIN_CATALOGUE: Catalogue = {
  english: messages,
  load: {
    es: () => import('./es/admin'),
    ar: () => import('./ar/admin'),
    'en-x-pseudo': () => import('./en-x-pseudo/admin'),
  },
};
