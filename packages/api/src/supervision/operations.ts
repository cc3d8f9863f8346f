import * as c from '@modkit/sdk/contract';
import { type Operation, tagged } from '../openapi/operation';

/** A learner and their mentors: invitations, joining, upgrade requests. */
export const MENTOR_LINK_OPERATIONS: Operation[] = [
  ...tagged('Users', [
    [
      'get /users/mentor-details/{value}',
      'The mentor of an invitation value (no e-mail)',
      null,
      c.MentorDetailsResponse,
    ],
    ['post /users/assign-mentor', 'Join a mentor with their invitation', c.AssignMentorBody],
  ]),
  ...tagged('Mentor', [
    ['get /users/invitation', "The mentor's signed invitation and its link", null, c.InvitationResponse],
  ]),
  ...tagged('Users', [
    ['get /users/my-mentors', "The learner's mentors (My Mentors)", null, c.MyMentorsResponse],
    ['post /users/mentor-upgrade', "A mentor's request for access", c.UpgradeRequestBody],
    ['post /users/upgrade-request', 'Request unlimited access', c.UpgradeRequestBody],
  ]),
];

/** Mentors' learners and sessions; the super mentor's mentees and dashboard. */
export const MENTOR_OPERATIONS: Operation[] = [
  ...tagged('Mentor', [
    ['get /users/learners', "The mentor's learners", c.PeopleQuery, c.LearnersResponse],
    ['get /users/learners/{id}', 'One learner (mentorId for a mentee)', c.LearnerQuery, c.LearnerResponse],
    [
      'get /users/learners/{id}/modules',
      "A learner's modules",
      c.LearnerModulesQuery,
      c.LearnerModulesResponse,
    ],
    [
      'get /users/learners/{id}/modules/{moduleId}',
      "A learner's module with its projects",
      null,
      c.LearnerModuleResponse,
    ],
    [
      'get /users/learners/{id}/projects',
      "A learner's submitted projects",
      c.LearnerProjectsQuery,
      c.LearnerProjectsResponse,
    ],
    ['get /users/user-projects/{id}', 'One submitted project', null, c.UserProjectDetailResponse],
    ['delete /users/learners/{id}', 'Remove a learner'],
    ['patch /users/learners/bulk-remove', 'Remove several learners', c.BulkRemoveBody],
    [
      'post /users/invite',
      'Invite a learner (spends an invite; texts a phone with SMS_URL)',
      c.InviteBody,
      c.InviteResponse,
    ],
    ['get /users/{id}/interest-cloud', "A learner's interest cloud", null, c.InterestCloudResponse],
    ['get /users/{id}/career-recommendation', 'Careers for a learner', null, c.CareerRecommendationResponse],
  ]),
  ...tagged('Sessions', [
    ['get /users/sessions', 'Sessions of the caller', c.SessionsQuery, c.SessionsResponse],
    ['post /users/sessions', 'Schedule a session', c.ScheduleSessionBody, c.SessionResponse],
    ['patch /users/sessions/{id}', 'Cancel (≥ 2 h before)', c.CancelSessionBody, c.SessionResponse],
  ]),
  ...tagged('Super mentor', [
    ['get /users/mentees', 'Mentees', c.PeopleQuery, c.MenteesResponse],
    ['get /users/mentees/{id}', 'One mentee', null, c.MenteeResponse],
    ['get /users/mentees/{id}/learners', "A mentee's learners", c.PeopleQuery, c.LearnersResponse],
    ['delete /users/mentees/{id}', 'Remove a mentee'],
    ['get /users/mentees/{id}/activity', "A mentee's month", c.MonthQuery, c.MenteeActivityResponse],
    ['get /users/mentees/{id}/stats', "A mentee's learner statistics", c.MonthQuery, c.MenteeStatsResponse],
    ['post /users/supermentor-dashboard', 'The dashboard', c.DashboardBody, c.DashboardResponse],
    ['get /users/school-grade', 'Dashboard filter lists', null, c.SchoolGradeResponse],
  ]),
];
