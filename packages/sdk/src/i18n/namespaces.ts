/**
 * The catalogues of each language, by who loads them: `widgets` (every text a widget shows, the spec's
 * texts the widgets share with the app among them), `lti` (the LTI tool's launch page). The standalone app
 * adds its own namespace and loads it with the widgets', so that a widget carries no text of the app's
 * screens.
 * `app` (the standalone app's own screens: its shell, forms and pages) is that namespace: the app loads it
 * laid over the widgets' (`mergeCatalogues`), as a chunk of its own.
 * `admin` (the admin console's pages: their tables, forms, dialogs and notices) is laid over those two by
 * the console's pages only, a chunk of its own again: a learner never loads it.
 */
export const CATALOGUE_NAMESPACES = ['widgets', 'lti', 'app', 'admin'] as const;
export type CatalogueNamespace = (typeof CATALOGUE_NAMESPACES)[number];
