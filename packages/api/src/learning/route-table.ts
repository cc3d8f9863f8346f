import type { ApiContext } from '../config/context';
import { LEARNERS_ONLY } from '../http/guards/role-guards';
import type { RouteTable } from '../http/route-table';
import * as activity from './account-activity-routes';
import * as accountLibrary from './account-library-routes';
import * as location from './location-routes';
import * as moduleActions from './modules-actions-routes';

/**
 * The learner's own points, notifications and activity, bookmarks, likes and packages, the library range and
 * push subscriptions; acting on modules (tabs, assignment, progress, reflection, views, ratings, likes).
 */
export const learningRoutes = (ctx: ApiContext): RouteTable => ({
  'get /users/total-points': activity.showTotalPoints(ctx),
  'get /users/notifications': activity.listNotifications(ctx),
  'patch /users/notifications': activity.readAllNotifications(ctx),
  'post /users/activity-log': activity.postActivity(ctx),
  'get /users/activity-log': activity.monthOfActivity(ctx),
  'get /users/activity-log/activity': activity.overallActivity(ctx),
  'get /users/bookmarks': accountLibrary.listBookmarks(ctx),
  'post /users/bookmarks': accountLibrary.postBookmark(ctx),
  'delete /users/bookmarks/{id}': accountLibrary.removeBookmark(ctx),
  'get /users/liked-modules': accountLibrary.listLikedModules(ctx),
  'get /packages': accountLibrary.listPackages(ctx),
  'get /packages/{id}': accountLibrary.showPackage(ctx),
  'get /users/packages': accountLibrary.listUserPackages(ctx),
  'post /users/check-location': location.checkLocationInBody(ctx),
  'get /push/public-key': location.pushPublicKey(ctx),
  'post /users/notification-subscribe': location.subscribeToPush(ctx),
  'post /modules/{id}/tabs': moduleActions.openTab(ctx),
  'post /modules/assign': moduleActions.assignModules(ctx),
  'patch /modules/my-modules/{id}/completed_percentage': moduleActions.updateProgress(ctx),
  'post /modules/my-modules/{id}/submit-reflection-question': [
    LEARNERS_ONLY,
    moduleActions.submitReflection(ctx),
  ],
  'patch /modules/{id}/update-view-count': moduleActions.updateViewCount(ctx),
  'post /modules/{id}/rating': moduleActions.rate(ctx),
  'post /modules/{id}/like': moduleActions.likeModule(ctx),
});
