/**
 * The api's route table: every documented operation's handler, with the middleware it needs after
 * authentication, keyed as the operations tables of the reference write it and mounted in this order (it
 * decides between overlapping paths); `mountRoutes` checks the table against the reference. Then the
 * routes the reference leaves out.
 */
import type { Router } from 'express';
import { changePassword } from '../accounts/account-password-routes';
import * as profile from '../accounts/account-profile-routes';
import * as recovery from '../accounts/account-recovery-routes';
import * as emailLinks from '../accounts/email-link-routes';
import * as schoolAddress from '../accounts/school-address-routes';
import * as auth from '../accounts/session-auth-routes';
import { usedIdTokensIn } from '../accounts/social/single-use-id-tokens';
import { SOCIAL_PROVIDERS, socialLoginsFor } from '../accounts/social/social-providers';
import * as adminCommerce from '../admin/admin-commerce-routes';
import * as dashboardAccess from '../admin/admin-dashboard-access-routes';
import * as catalogue from '../catalogue/catalogue-routes';
import * as library from '../catalogue/library-routes';
import * as moduleRead from '../catalogue/modules-read-routes';
import * as orders from '../commerce/orders-routes';
import type { ApiContext } from '../config/context';
import * as comments from '../discussion/comments-routes';
import { optionalAuth } from '../http/authenticate';
import { credentialAttempts, signupAttempts, socialLoginAttempts } from '../http/rate-limits';
import { ADMINS_ONLY, LEARNERS_ONLY, MENTORS_ONLY, SUPER_MENTORS_ONLY } from '../http/role-guards';
import * as activity from '../learning/account-activity-routes';
import * as accountLibrary from '../learning/account-library-routes';
import * as location from '../learning/location-routes';
import * as moduleActions from '../learning/modules-actions-routes';
import { smsSenderFor } from '../messaging/sms';
import * as partners from '../partners/partners-routes';
import { privacyRoutes } from '../privacy/route-table';
import * as chats from '../projects/chats-routes';
import * as projectAdmin from '../projects/project-admin-routes';
import * as projects from '../projects/projects-routes';
import * as insights from '../supervision/learner-insights-routes';
import { myMentors } from '../supervision/learner-mentors-routes';
import * as learnerRecords from '../supervision/mentor-learner-records-routes';
import * as mentorLearners from '../supervision/mentor-learners-routes';
import * as mentorLink from '../supervision/mentor-link-routes';
import * as sessions from '../supervision/mentor-sessions-routes';
import * as superMentor from '../supervision/super-mentor-routes';
import { registerReferenceRoutes } from '../system/reference-routes';
import * as system from '../system/system-routes';
import * as publicPages from '../website/enquiries-likes-routes';
import type { RouteTable, RouteTablePart } from './route-table';

/** Health and readiness; signup, login (password and social), logout and the account recovery links. */
const systemAndAuthRoutes = (ctx: ApiContext): RouteTable => {
  const signups = signupAttempts(ctx); // signup and instant signup share one count
  // Social login (part 1 §2.4, §7): the providers SOCIAL settings switch on; the others answer 400. One
  // count per client address for all of them; each OpenID ID token signs in once.
  const social = socialLoginsFor(ctx.config, usedIdTokensIn(ctx.db));
  const socialAttempts = socialLoginAttempts(ctx);
  const socialLogins = SOCIAL_PROVIDERS.map((provider) => [
    `post /auth/${provider}`,
    [socialAttempts, auth.socialLogin(ctx, social, provider)],
  ]);
  return {
    'get /health': system.health(),
    'get /ready': system.readiness(ctx),
    'post /auth/signup': [signups, auth.signupForm(ctx), auth.signup(ctx)],
    'post /auth/instant-signup': [signups, auth.instantSignup(ctx)],
    'post /auth/login': [credentialAttempts(ctx, 'login'), auth.login(ctx)],
    'get /auth/providers': auth.listProviders(ctx, social),
    ...Object.fromEntries(socialLogins),
    'post /auth/logout': auth.logout(ctx),
    'post /auth/forget-password': [credentialAttempts(ctx, 'forgot-password'), recovery.forgotPassword(ctx)],
    'post /auth/email-link': [credentialAttempts(ctx, 'email-link'), emailLinks.requestEmailLink(ctx)],
    'post /auth/email-link/sign-in': [
      credentialAttempts(ctx, 'email-link-sign-in'),
      emailLinks.signInWithLink(ctx),
    ],
    'post /auth/reset-password/{token}': recovery.resetPassword(ctx),
    'post /auth/verify': recovery.verifyAccount(ctx),
    'get /auth/resend-varification-link': recovery.resendVerification(ctx),
  };
};

/** The signed-in user's own: profile, points and activity, bookmarks and packages, mentors, location. */
const accountRoutes = (ctx: ApiContext): RouteTable => ({
  'get /users/profile': profile.showProfile(ctx),
  'patch /users/profile': [profile.profileForm(ctx), profile.updateProfile(ctx)],
  'patch /users/change-password': changePassword(ctx),
  'post /users/school-address/claim': schoolAddress.claimSchoolAddress(ctx),
  'post /users/school-address/confirm': schoolAddress.confirmSchoolAddress(ctx),
  'get /users/account-joins': schoolAddress.listAccountJoins(ctx),
  'post /users/account-joins/{id}': schoolAddress.confirmAccountJoin(ctx),
  'delete /users/account-joins/{id}': schoolAddress.declineAccountJoin(ctx),
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
  'get /users/mentor-details/{value}': mentorLink.invitationMentor(ctx),
  'get /users/invitation': [MENTORS_ONLY, mentorLink.showInvitation(ctx)],
  'post /users/assign-mentor': [LEARNERS_ONLY, mentorLink.assignMentor(ctx)],
  'post /users/mentor-upgrade': [
    MENTORS_ONLY,
    mentorLink.upgradeRequest(ctx, 'Please grant me access to more modules.'),
  ],
  'post /users/upgrade-request': mentorLink.upgradeRequest(ctx, 'Please grant me unlimited access.'),
  'get /users/my-mentors': [LEARNERS_ONLY, myMentors(ctx)],
  'post /users/check-location': location.checkLocationInBody(ctx),
  'get /push/public-key': location.pushPublicKey(ctx),
  'post /users/notification-subscribe': location.subscribeToPush(ctx),
});

/** Reading modules (search, detail, my modules) and acting on them (tabs, assignment, progress, marks). */
const moduleRoutes = (ctx: ApiContext): RouteTable => ({
  'get /modules/search': moduleRead.searchPublishedModules(ctx),
  'get /modules/auth/{id}': moduleRead.showModule(ctx),
  'get /modules/my-modules': moduleRead.listMyModules(ctx),
  'get /modules/my-modules/{id}': moduleRead.showMyModule(ctx),
  'get /modules/my-viewed-modules': moduleRead.listMyViewedModules(ctx),
  'get /modules/embed-card-details': moduleRead.embedCardDetails(ctx),
  'get /modules/feature-questions/random': moduleRead.featureQuestion(ctx),
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

/** Partner sites (their servers' token exchange) and the admin console. */
const partnerAndAdminRoutes = (ctx: ApiContext): RouteTable => ({
  'post /partner/tokens': partners.issuePartnerToken(ctx),
  'get /admin/partners': [ADMINS_ONLY, partners.listPartners(ctx)],
  'post /admin/partners': [ADMINS_ONLY, partners.createPartner(ctx)],
  'patch /admin/partners/{id}': [ADMINS_ONLY, partners.changePartner(ctx)],
  'post /admin/partners/{id}/key': [ADMINS_ONLY, partners.rotatePartnerKey(ctx)],
  'get /admin/dashboard-access': [ADMINS_ONLY, dashboardAccess.listDashboardAccess(ctx)],
  'put /admin/dashboard-access/{superMentorId}': [ADMINS_ONLY, dashboardAccess.changeDashboardAccess(ctx)],
  'get /admin/packages': [ADMINS_ONLY, adminCommerce.listAllPackages(ctx)],
  'post /admin/packages': [ADMINS_ONLY, adminCommerce.createPackage(ctx)],
  'patch /admin/packages/{id}': [ADMINS_ONLY, adminCommerce.changePackage(ctx)],
  'get /admin/coupons': [ADMINS_ONLY, adminCommerce.listCoupons(ctx)],
  'post /admin/coupons': [ADMINS_ONLY, adminCommerce.createCoupon(ctx)],
  'patch /admin/coupons/{id}': [ADMINS_ONLY, adminCommerce.changeCoupon(ctx)],
});

/** The catalogue and library, the discussion under modules, projects and their chats. */
const libraryRoutes = (ctx: ApiContext): RouteTable => ({
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
  'get /comments': comments.listComments(ctx),
  'post /comments': comments.postComment(ctx),
  'put /comments/{id}': comments.editComment(ctx),
  'delete /comments/{id}': comments.removeComment(ctx),
  'get /modules/{id}/projects': projects.moduleProjects(ctx),
  'post /modules/{id}/projects': [ADMINS_ONLY, projectAdmin.createProjectHandler(ctx)],
  'patch /modules/{module_id}/projects/{id}': [ADMINS_ONLY, projectAdmin.updateProjectHandler(ctx)],
  'delete /modules/{module_id}/projects/{id}': [ADMINS_ONLY, projectAdmin.deleteProjectHandler(ctx)],
  'post /projects/{id}/submit': [
    LEARNERS_ONLY,
    projects.submittable(ctx),
    projects.projectDocuments(ctx),
    projects.submitProject(ctx),
  ],
  'get /projects/my-projects': projects.myProjects(ctx),
  'get /projects/my-projects/{id}': projects.myProject(ctx),
  'get /chats': chats.listChats(ctx),
  'post /chats': chats.addChatMessage(ctx),
  'put /chats/{id}': chats.editChatMessage(ctx),
});

/** Mentors' learners and sessions, and the super mentor's mentees and dashboard (part 2). */
const mentorRoutes = (ctx: ApiContext): RouteTable => ({
  'get /users/learners': [MENTORS_ONLY, mentorLearners.listLearners(ctx)],
  'get /users/learners/{id}': [MENTORS_ONLY, mentorLearners.learnerDetails(ctx)],
  'get /users/learners/{id}/modules': [MENTORS_ONLY, learnerRecords.learnerModulesHandler(ctx)],
  'get /users/learners/{id}/modules/{moduleId}': [MENTORS_ONLY, learnerRecords.learnerModuleHandler(ctx)],
  'get /users/learners/{id}/projects': [MENTORS_ONLY, learnerRecords.learnerProjectsHandler(ctx)],
  'get /users/user-projects/{id}': learnerRecords.userProjectHandler(ctx),
  'delete /users/learners/{id}': [MENTORS_ONLY, mentorLearners.deleteLearner(ctx)],
  'patch /users/learners/bulk-remove': [MENTORS_ONLY, mentorLearners.bulkRemoveLearners(ctx)],
  'post /users/invite': [MENTORS_ONLY, mentorLearners.inviteLearner(ctx, smsSenderFor(ctx.config))],
  'get /users/{id}/interest-cloud': insights.interestCloudHandler(ctx),
  'get /users/{id}/career-recommendation': insights.careerRecommendationHandler(ctx),
  'get /users/sessions': sessions.listSessions(ctx),
  'post /users/sessions': sessions.postSession(ctx),
  'patch /users/sessions/{id}': sessions.patchSession(ctx),
  'get /users/mentees': [SUPER_MENTORS_ONLY, superMentor.listMentees(ctx)],
  'get /users/mentees/{id}': [SUPER_MENTORS_ONLY, superMentor.menteeDetails(ctx)],
  'get /users/mentees/{id}/learners': [SUPER_MENTORS_ONLY, superMentor.menteeLearners(ctx)],
  'delete /users/mentees/{id}': [SUPER_MENTORS_ONLY, superMentor.removeMentee(ctx)],
  'get /users/mentees/{id}/activity': [SUPER_MENTORS_ONLY, superMentor.menteeActivity(ctx)],
  'get /users/mentees/{id}/stats': [SUPER_MENTORS_ONLY, superMentor.menteeStats(ctx)],
  'get /users/school-grade': [SUPER_MENTORS_ONLY, superMentor.dashboardFilterLists(ctx)],
  'post /users/supermentor-dashboard': [SUPER_MENTORS_ONLY, superMentor.superMentorDashboard(ctx)],
});

/** Orders, subscriptions and invoices; the public enquiries and like buttons. */
const commerceAndPublicRoutes = (ctx: ApiContext): RouteTable => ({
  'post /orders': orders.placeOrder(ctx),
  'get /orders/{id}/verify': orders.checkOrder(ctx),
  'get /orders/{id}/invoice': orders.orderInvoice(ctx),
  'get /users/subscriptions': orders.listSubscriptions(ctx),
  'post /enquiries': publicPages.enquiry(ctx, 'CONTACT'),
  'post /enquiries/mentor': publicPages.enquiry(ctx, 'MENTOR'),
  // A token, when sent, is checked like everywhere else (signature, expiry, revocation): 401 if it fails.
  'post /likes/school-project/{id}': [
    optionalAuth(ctx),
    publicPages.likeOnce(ctx, 'school-project', 'school project'),
  ],
  'post /likes/blog/{id}': [optionalAuth(ctx), publicPages.likeOnce(ctx, 'blog', 'blog')],
});

/** The route table, in mounting order. */
export const routeTable: RouteTablePart[] = [
  systemAndAuthRoutes,
  accountRoutes,
  moduleRoutes,
  partnerAndAdminRoutes,
  libraryRoutes,
  mentorRoutes,
  commerceAndPublicRoutes,
  privacyRoutes,
];

/** The routes the reference leaves out: files, the reference itself, development pages, gateway pages. */
export function mountUndocumentedRoutes(router: Router, ctx: ApiContext): void {
  system.registerStoredFileRoutes(router, ctx);
  registerReferenceRoutes(router, ctx);
  location.registerLocationQueryRoute(router, ctx);
  orders.registerPaymentGatewayRoutes(router, ctx);
}
