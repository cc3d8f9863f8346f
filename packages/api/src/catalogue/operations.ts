import * as c from '@modkit/sdk/contract';
import { type Operation, tagged } from '../openapi/operation';

/** My List and reading modules (search, detail, my modules). */
export const MODULE_READ_OPERATIONS: Operation[] = [
  ...tagged('Library', [['get /users/my-list', 'My List', c.MyListQuery, c.MyListResponse]]),
  ...tagged('Modules', [
    ['get /modules/search', 'Search published modules', c.ModuleSearchQuery, c.ModuleSearchResponse],
    ['get /modules/auth/{id}', 'A module with the viewer marks', c.ModuleQuery, c.ModuleResponse],
    ['get /modules/my-modules', 'Assigned or viewed modules', c.MyModulesQuery, c.ModulesPageResponse],
    ['get /modules/my-modules/{id}', "The learner's record of a module", null, c.UserModuleResponse],
    ['get /modules/my-viewed-modules', 'Viewed modules', c.MyViewedModulesQuery, c.ModulesPageResponse],
    ['get /modules/embed-card-details', 'Card fields of a module', c.EmbedCardQuery],
    [
      'get /modules/feature-questions/random',
      'A featured reflection question',
      null,
      c.FeatureQuestionResponse,
    ],
  ]),
];

/** The library: recommendations, trending, careers, categories, collections, certificates. */
export const LIBRARY_OPERATIONS: Operation[] = [
  ...tagged('Library', [
    ['get /recommendation-engine', 'Recommended for you', null, c.ModulesPageResponse],
    [
      'get /recommendation-engine/{id}',
      "A mentor's view of a learner's recommendations",
      null,
      c.ModulesPageResponse,
    ],
    ['get /trending-modules', 'Trending modules', null, c.ModulesPageResponse],
    ['get /careers', 'Careers', c.CareersQuery, c.CareersResponse],
    ['get /careers/{id}', 'A career with related modules', null, c.CareerResponse],
    ['get /categories', 'Categories with sub-categories', c.CategoriesQuery, c.CategoriesResponse],
    ['get /categories/sub-categories public', 'Topic search', c.SubCategoriesQuery, c.SubCategoriesResponse],
    ['get /collections', 'Collections', c.CollectionsQuery, c.CollectionsResponse],
    [
      'get /collections/{id}',
      'A collection (issues the certificate when earned)',
      null,
      c.CollectionResponse,
    ],
    ['get /certificates', 'Certificates of completion', c.CertificatesQuery, c.CertificatesResponse],
  ]),
];
