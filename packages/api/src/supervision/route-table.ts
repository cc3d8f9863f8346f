import type { ApiContext } from '../config/context';
import { LEARNERS_ONLY, MENTORS_ONLY, SUPER_MENTORS_ONLY } from '../http/guards/role-guards';
import type { RouteTable } from '../http/route-table';
import { smsSenderFor } from '../messaging/sms';
import * as insights from './learner-insights-routes';
import { myMentors } from './learner-mentors-routes';
import * as learnerRecords from './mentor-learner-records-routes';
import * as mentorLearners from './mentor-learners-routes';
import * as mentorLink from './mentor-link-routes';
import * as sessions from './mentor-sessions-routes';
import * as superMentor from './super-mentor/super-mentor-routes';

/** A learner and their mentors: invitations, joining, upgrade requests, My Mentors. */
const mentorLinkRoutes = (ctx: ApiContext): RouteTable => ({
  'get /users/mentor-details/{value}': mentorLink.invitationMentor(ctx),
  'get /users/invitation': [MENTORS_ONLY, mentorLink.showInvitation(ctx)],
  'post /users/assign-mentor': [LEARNERS_ONLY, mentorLink.assignMentor(ctx)],
  'post /users/mentor-upgrade': [
    MENTORS_ONLY,
    mentorLink.upgradeRequest(ctx, 'Please grant me access to more modules.'),
  ],
  'post /users/upgrade-request': mentorLink.upgradeRequest(ctx, 'Please grant me unlimited access.'),
  'get /users/my-mentors': [LEARNERS_ONLY, myMentors(ctx)],
});

/** The links between learners and mentors; mentors' learners and sessions, and the super mentor's mentees and dashboard (part 2). */
export const supervisionRoutes = (ctx: ApiContext): RouteTable => ({
  ...mentorLinkRoutes(ctx),
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
