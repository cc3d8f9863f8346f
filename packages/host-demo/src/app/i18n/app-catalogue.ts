/**
 * The app's catalogue: its own screens' messages laid over the widgets'. A module of its own that the app
 * imports on demand, so that the app's messages (English too) are a chunk apart from the entry.
 */
import { APP_CATALOGUE, mergeCatalogues, WIDGETS_CATALOGUE } from '@modkit/sdk/i18n';

/** Made once: it is the translators' cache key. */
export const CATALOGUE = mergeCatalogues(WIDGETS_CATALOGUE, APP_CATALOGUE);
