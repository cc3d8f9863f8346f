import * as c from '@modkit/sdk/contract';
import { type Operation, tagged } from '../openapi/operation';

/** The learner's points, notifications, activity, bookmarks, likes and package records. */
export const ACCOUNT_ACTIVITY_OPERATIONS: Operation[] = [
  ...tagged('Users', [
    ['get /users/total-points', 'Points and badges', null, c.PointsResponse],
    [
      'get /users/notifications',
      'Notifications, newest first',
      c.NotificationsQuery,
      c.NotificationsResponse,
    ],
    ['patch /users/notifications', 'Mark every notification read'],
    ['get /users/activity-log', 'Minutes per day of a month', c.ActivityLogQuery, c.ActivityLogResponse],
    ['post /users/activity-log', 'Record active minutes', c.PostActivityBody],
    ['get /users/activity-log/activity', 'Overall activity', null, c.OverallActivityResponse],
    ['get /users/bookmarks', 'Bookmarks', c.BookmarksQuery, c.BookmarksResponse],
    ['post /users/bookmarks idempotent', 'Bookmark a module', c.AddBookmarkBody, c.BookmarkResponse],
    ['delete /users/bookmarks/{id} idempotent', 'Remove a bookmark'],
    ['get /users/liked-modules', 'Liked modules', c.LikedModulesQuery, c.LikedModulesResponse],
    ['get /users/packages', "The user's package records", null, c.UserPackagesResponse],
  ]),
];

/** The library range check and push subscriptions. */
export const LOCATION_OPERATIONS: Operation[] = [
  ...tagged('Users', [
    ['post /users/check-location', 'Inside the library range?', c.CheckLocationBody, c.CheckLocationResponse],
    ['post /users/notification-subscribe', 'Register a push subscription', c.PushSubscriptionBody],
    [
      'get /push/public-key public',
      'The application key for push subscriptions (404: push is off)',
      null,
      c.PushPublicKeyResponse,
    ],
  ]),
];

/** Acting on a module: tabs, assignment, likes, progress, reflection, views, ratings. */
export const MODULE_ACTION_OPERATIONS: Operation[] = [
  ...tagged('Modules', [
    ['post /modules/{id}/tabs', 'Record a tab opened', c.ModuleTabBody],
    ['post /modules/assign', 'Assign modules (uses the package allowance)', c.AssignModulesBody],
    [
      'post /modules/{id}/like idempotent',
      'Like or unlike (or set the like)',
      c.LikeModuleBody,
      c.LikeModuleResponse,
    ],
    [
      'patch /modules/my-modules/{id}/completed_percentage idempotent',
      'Save progress (never lower)',
      c.ModuleProgressBody,
      c.ModuleProgressResponse,
    ],
    [
      'post /modules/my-modules/{id}/submit-reflection-question idempotent',
      'Answer the reflection question',
      c.ReflectionAnswerBody,
    ],
    ['patch /modules/{id}/update-view-count', 'Count a view', null, c.ViewCountResponse],
    ['post /modules/{id}/rating idempotent', 'Rate -10, 1 or 10', c.RatingBody, c.RatingResponse],
  ]),
];

/** Packages. */
export const PACKAGE_OPERATIONS: Operation[] = [
  ...tagged('Packages', [
    ['get /packages', 'Packages', c.PackagesQuery, c.PackagesResponse],
    ['get /packages/{id} public', 'A package', null, c.PackageResponse],
  ]),
];
