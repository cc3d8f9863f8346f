import { z } from 'zod';
import { dataOf, Id, OrderDirection, PageQuery, pageOf, QueryFilterId, queryWholeIn } from './common';
import {
  CareerRecommendation,
  InterestCloudItem,
  Learner,
  LearnerModule,
  Mentee,
  MentorSession,
} from './entities/people';
import { UserProject } from './entities/project';

/** GET /users/learners (type=LEARNER) and the mentee lists (type=SUPER_MENTOR,MENTOR). */
export const PeopleQuery = z.object({
  type: z.string().optional(),
  keyword: z.string().optional(),
  ...PageQuery.shape,
});
export type PeopleQuery = z.infer<typeof PeopleQuery>;
export const LearnersResponse = pageOf(Learner);
export const LearnerResponse = dataOf(Learner);
export const LearnerQuery = z.object({ mentorId: QueryFilterId });
export type LearnerQuery = z.infer<typeof LearnerQuery>;

/** GET /users/learners/{id}/modules: status ASSIGNED or VIEWED, 5 a page. */
export const LearnerModulesQuery = z.object({
  status: z.string().optional(),
  ...PageQuery.shape,
  mentorId: QueryFilterId,
});
export type LearnerModulesQuery = z.infer<typeof LearnerModulesQuery>;
export const LearnerModulesResponse = pageOf(LearnerModule);
export const LearnerModuleResponse = dataOf(LearnerModule);

/** GET /users/learners/{id}/projects: submitted projects, 5 a page. */
export const LearnerProjectsQuery = z.object({
  ...PageQuery.shape,
  status: z.string().optional(),
  order_by: OrderDirection.optional(),
  keyword: z.string().optional(),
  mentorId: QueryFilterId,
});
export type LearnerProjectsQuery = z.infer<typeof LearnerProjectsQuery>;
export const LearnerProjectsResponse = pageOf(UserProject);
export const UserProjectDetailResponse = dataOf(UserProject);

/** PATCH /users/learners/bulk-remove. */
export const BulkRemoveBody = z.object({ ids: z.array(Id).min(1) });
export type BulkRemoveBody = z.infer<typeof BulkRemoveBody>;

/** POST /users/invite: e-mail and/or phone (code-number). */
export const InviteBody = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  country_code: z.string().optional(),
});
export type InviteBody = z.infer<typeof InviteBody>;

/**
 * The answer of POST /users/invite: the spec's message, the link to share, and whether the phone was texted
 * (false without an SMS provider, or when it failed: the mentor shares the link).
 */
export const InviteResponse = z.object({
  data: z.object({
    link: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    text_sent: z.boolean(),
  }),
  message: z.string(),
});
export type InviteResponse = z.infer<typeof InviteResponse>;

export const InterestCloudResponse = dataOf(z.array(InterestCloudItem));
export const CareerRecommendationResponse = dataOf(z.array(CareerRecommendation));

/** Sessions: list, schedule (scheduled_on from date + time), cancel. */
export const SessionsQuery = PageQuery;
export type SessionsQuery = z.infer<typeof SessionsQuery>;
export const SessionsResponse = pageOf(MentorSession);
export const ScheduleSessionBody = z.object({
  learner_id: Id.optional(),
  mentor_id: Id.optional(),
  module_id: Id.optional(),
  project_id: Id.optional(),
  date: z.string(),
  time: z.string(),
  scheduled_on: z.string(),
  description: z.string().optional(),
});
export type ScheduleSessionBody = z.infer<typeof ScheduleSessionBody>;
export const SessionResponse = dataOf(MentorSession);
export const CancelSessionBody = z.object({ status: z.literal('CANCELLED') });

/** Mentees (super mentor). */
export const MenteesResponse = pageOf(Mentee);
export const MenteeResponse = dataOf(z.object({ mentor: Mentee }));
/** The years a month of activity may name (the api's `parseMonth` reads the same range). */
export const FIRST_ACTIVITY_YEAR = 2000;
export const LAST_ACTIVITY_YEAR = 2100;
/** A month of activity: month 1–12, a year in the range above; other values are ignored. */
export const MonthQuery = z.object({
  month: queryWholeIn(1, 12).optional(),
  year: queryWholeIn(FIRST_ACTIVITY_YEAR, LAST_ACTIVITY_YEAR).optional(),
});
export type MonthQuery = z.infer<typeof MonthQuery>;
export const MenteeActivity = z.object({
  assignedCategories: z.array(z.object({ category_name: z.string(), count: z.number() })),
  viewedCategories: z.array(z.object({ category_name: z.string(), count: z.number() })),
  mentorActivity: z.array(z.object({ day: z.number().int(), mins: z.number() })),
});
export type MenteeActivity = z.infer<typeof MenteeActivity>;
export const MenteeActivityResponse = dataOf(MenteeActivity);
/** Active users, their total minutes and the average hours per active user (2 decimals). */
const ActiveUsers = z.object({
  usersActive: z.number(),
  totalTimeSpent: z.number(),
  averageHoursSpent: z.number(),
});
export const MenteeStats = z.object({
  activeStudents: z.array(ActiveUsers),
  projectCount: z.number(),
  reflectionAnswerCount: z.number(),
});
export type MenteeStats = z.infer<typeof MenteeStats>;
export const MenteeStatsResponse = dataOf(MenteeStats);

/** POST /users/supermentor-dashboard and GET /users/school-grade. */
export const DashboardBody = z.object({
  id: Id.optional(),
  month: z.number().int().min(1).max(12).optional(),
  year: z.number().int().optional(),
  grade: z.string().optional(),
  school: z.string().optional(),
  organization: z.string().optional(),
  comparisionByMonth: z
    .array(z.object({ month: z.number().int().min(1).max(12), year: z.number().int() }))
    .max(3)
    .optional(),
});
export type DashboardBody = z.infer<typeof DashboardBody>;
const Leader = z.object({
  user_uuid: z.union([z.string(), z.number()]),
  user_first_name: z.string().nullable(),
  user_last_name: z.string().nullable(),
  mentorId: z.union([z.string(), z.number()]).nullable().optional(),
  mins: z.number().optional(),
  questions_answered: z.number().optional(),
});
export const Dashboard = z.object({
  access: z.record(z.string(), z.enum(['SHOW', 'HIDE'])),
  activeStudents: z.array(ActiveUsers),
  activeMentors: z.array(ActiveUsers),
  projectCount: z.number(),
  reflectionAnswerCount: z.number(),
  categories: z.array(z.object({ category_name: z.string(), count: z.number() })),
  /** Minutes per day with activity of each compared month. */
  hourComparision: z.array(
    z.object({ year: z.number(), month: z.number(), day: z.number(), mins: z.number() }),
  ),
  timeBasedStudents: z.array(Leader),
  reflectionBasedStudents: z.array(Leader),
});
export type Dashboard = z.infer<typeof Dashboard>;
export const DashboardResponse = dataOf(Dashboard);
export const SchoolGrade = z.object({
  gradeList: z.array(z.string()),
  schoolList: z.array(z.string()),
  organizationList: z.array(z.string()),
});
export type SchoolGrade = z.infer<typeof SchoolGrade>;
export const SchoolGradeResponse = dataOf(SchoolGrade);

export type LearnersResponse = z.infer<typeof LearnersResponse>;
export type LearnerResponse = z.infer<typeof LearnerResponse>;
export type LearnerModulesResponse = z.infer<typeof LearnerModulesResponse>;
export type LearnerModuleResponse = z.infer<typeof LearnerModuleResponse>;
export type LearnerProjectsResponse = z.infer<typeof LearnerProjectsResponse>;
export type UserProjectDetailResponse = z.infer<typeof UserProjectDetailResponse>;
export type InterestCloudResponse = z.infer<typeof InterestCloudResponse>;
export type CareerRecommendationResponse = z.infer<typeof CareerRecommendationResponse>;
export type SessionsResponse = z.infer<typeof SessionsResponse>;
export type SessionResponse = z.infer<typeof SessionResponse>;
export type CancelSessionBody = z.infer<typeof CancelSessionBody>;
export type MenteesResponse = z.infer<typeof MenteesResponse>;
export type MenteeResponse = z.infer<typeof MenteeResponse>;
export type MenteeActivityResponse = z.infer<typeof MenteeActivityResponse>;
export type MenteeStatsResponse = z.infer<typeof MenteeStatsResponse>;
export type DashboardResponse = z.infer<typeof DashboardResponse>;
export type SchoolGradeResponse = z.infer<typeof SchoolGradeResponse>;
