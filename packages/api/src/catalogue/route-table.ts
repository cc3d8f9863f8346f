import type { ApiContext } from '../config/context';
import type { RouteTable } from '../http/route-table';
import * as catalogue from './catalogue-routes';
import * as library from './library-routes';
import * as moduleRead from './modules-read-routes';

/** Reading modules (search, detail, my modules), the categories and careers, the library. */
export const catalogueRoutes = (ctx: ApiContext): RouteTable => ({
  'get /modules/search': moduleRead.searchPublishedModules(ctx),
  'get /modules/auth/{id}': moduleRead.showModule(ctx),
  'get /modules/my-modules': moduleRead.listMyModules(ctx),
  'get /modules/my-modules/{id}': moduleRead.showMyModule(ctx),
  'get /modules/my-viewed-modules': moduleRead.listMyViewedModules(ctx),
  'get /modules/embed-card-details': moduleRead.embedCardDetails(ctx),
  'get /modules/feature-questions/random': moduleRead.featureQuestion(ctx),
  'get /categories': catalogue.listCategories(ctx),
  // Public: the interest picker runs right after signup.
  'get /categories/sub-categories': catalogue.searchSubCategories(ctx),
  'get /careers': catalogue.listCareers(ctx),
  'get /careers/{id}': catalogue.showCareer(ctx),
  'get /recommendation-engine': library.myRecommendations(ctx),
  'get /recommendation-engine/{id}': library.learnerRecommendations(ctx),
  'get /trending-modules': library.trendingModules(ctx),
  'get /users/my-list': library.myList(ctx),
  'get /collections': library.listCollections(ctx),
  'get /collections/{id}': library.showCollection(ctx),
  'get /certificates': library.listCertificates(ctx),
});
