/**
 * The catalogues of each language, by who loads them: `widgets` (every text a widget shows, the spec's
 * texts the widgets share with the app among them), `lti` (the LTI tool's launch page). The standalone app
 * adds its own namespace and loads it with the widgets', so that a widget carries no text of the app's
 * screens.
 * `app` (the standalone app's own screens: its shell, forms and pages) is that namespace: the app loads it
 * laid over the widgets' (`mergeCatalogues`), as a chunk of its own.
 */
export const CATALOGUE_NAMESPACES = ['widgets', 'lti', 'app'] as const;
export type CatalogueNamespace = (typeof CATALOGUE_NAMESPACES)[number];
