/**
 * The catalogues of each language, by who loads them: `widgets` (every text a widget shows, the spec's
 * texts the widgets share with the app among them), `lti` (the LTI tool's launch page). The standalone app
 * adds its own namespace and loads it with the widgets', so that a widget carries no text of the app's
 * screens.
 */
export const CATALOGUE_NAMESPACES = ['widgets', 'lti'] as const;
export type CatalogueNamespace = (typeof CATALOGUE_NAMESPACES)[number];
