import type { Rule } from './authz-access';

/**
 * Who may call the catalogue: recommendations, trending modules, careers, categories, collections,
 * certificates and packages (see authz-table.ts).
 */
export const CATALOGUE_AUTHZ: Record<string, Rule> = {
  'GET /recommendation-engine': { access: 'signed-in' },
  'GET /recommendation-engine/{id}': { access: 'subject-or-mentor', params: (ids) => ({ id: ids.owner }) },
  'GET /trending-modules': { access: 'signed-in' },
  'GET /careers': { access: 'signed-in' },
  'GET /careers/{id}': { access: 'signed-in', params: (ids) => ({ id: ids.career }) },
  'GET /categories': { access: 'signed-in' },
  'GET /categories/sub-categories': { access: 'public' },
  'GET /collections': { access: 'package-gated' },
  'GET /collections/{id}': { access: 'package-gated', params: (ids) => ({ id: ids.collection }) },
  'GET /certificates': { access: 'signed-in' },
  'GET /packages': { access: 'signed-in' },
  'GET /packages/{id}': { access: 'public', params: (ids) => ({ id: ids.package }) },
};
