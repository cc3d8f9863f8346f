import { z } from 'zod';
import { dataOf, Id, OrderDirection, PageQuery, pageOf, QueryId, QueryLimit, QueryPage } from './common';
import { ActivityEntry, OverallActivity, Points } from './entities/activity';
import { Module } from './entities/module';
import { UserPackage } from './entities/package';
import { Bookmark, Mentor, Notification } from './entities/social';
import { IAmHereAs, User, UserLanguage } from './entities/user';

/** GET /users/profile and the answer of PATCH /users/profile. */
export const ProfileResponse = dataOf(User);
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/**
 * PATCH /users/profile (multipart: text fields, `user_interest[]` ids, `university_aspire[]`,
 * the photo as `media`). Only the fields sent are changed.
 */
export const UpdateProfileBody = z.object({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  country_code: z.string().optional(),
  gender: z.string().optional(),
  dob: z.string().optional(),
  user_interest: z.array(QueryId).optional(),
  higest_degree: z.string().optional(),
  field_of_study: z.string().optional(),
  university_aspire: z.array(z.string()).optional(),
  i_am_here_as: IAmHereAs.optional(),
  career_aspiration: z.string().optional(),
  about: z.string().optional(),
  grade_level: z.string().optional(),
  current_school_uni: z.string().optional(),
  /** The user's language; an empty value clears the choice. Anything else is a field error. */
  language: z.union([UserLanguage, z.literal('')]).optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** GET /users/total-points. */
export const PointsResponse = dataOf(Points);
export type PointsResponse = z.infer<typeof PointsResponse>;

/** GET /users/notifications. */
export const NotificationsQuery = PageQuery;
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;
export const NotificationsResponse = pageOf(Notification);
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

/** GET /users/activity-log: `date` is any day (YYYY-MM-DD) of the month wanted. */
export const ActivityLogQuery = z.object({
  limit: QueryLimit.optional(),
  page: QueryPage.optional(),
  date: z.string().optional(),
});
export type ActivityLogQuery = z.infer<typeof ActivityLogQuery>;
export const ActivityLogResponse = pageOf(ActivityEntry);
export type ActivityLogResponse = z.infer<typeof ActivityLogResponse>;

/** POST /users/activity-log. */
export const PostActivityBody = z.object({ min: z.number().int().min(0) });
export type PostActivityBody = z.infer<typeof PostActivityBody>;

/** GET /users/activity-log/activity. */
export const OverallActivityResponse = dataOf(OverallActivity);
export type OverallActivityResponse = z.infer<typeof OverallActivityResponse>;

/** GET /users/bookmarks. */
export const BookmarksQuery = PageQuery;
export type BookmarksQuery = z.infer<typeof BookmarksQuery>;
export const BookmarksResponse = pageOf(Bookmark);
export type BookmarksResponse = z.infer<typeof BookmarksResponse>;

/** POST /users/bookmarks. */
export const AddBookmarkBody = z.object({ module_id: Id });
export type AddBookmarkBody = z.infer<typeof AddBookmarkBody>;
export const BookmarkResponse = dataOf(Bookmark);
export type BookmarkResponse = z.infer<typeof BookmarkResponse>;

/** GET /users/liked-modules. */
export const LikedModulesQuery = PageQuery;
export type LikedModulesQuery = z.infer<typeof LikedModulesQuery>;
export const LikedModulesResponse = pageOf(Module);
export type LikedModulesResponse = z.infer<typeof LikedModulesResponse>;

/** GET /users/packages: the user's package records. */
export const UserPackagesResponse = pageOf(UserPackage);
export type UserPackagesResponse = z.infer<typeof UserPackagesResponse>;

/** GET /users/mentor-details/{value}: `value` is a mentor's invitation; the card has no e-mail. */
export const InvitedMentor = Mentor.omit({ email: true });
export type InvitedMentor = z.infer<typeof InvitedMentor>;
export const MentorDetailsResponse = dataOf(InvitedMentor);
export type MentorDetailsResponse = z.infer<typeof MentorDetailsResponse>;

/** GET /users/my-mentors: the signed-in learner's mentors (My Mentors). */
export const MyMentorsResponse = pageOf(Mentor);
export type MyMentorsResponse = z.infer<typeof MyMentorsResponse>;

/** GET /users/invitation: a mentor's signed invitation (30 days) and the link that carries it. */
export const Invitation = z.object({ value: z.string(), link: z.string(), expires_at: z.string() });
export type Invitation = z.infer<typeof Invitation>;
export const InvitationResponse = dataOf(Invitation);
export type InvitationResponse = z.infer<typeof InvitationResponse>;

/** POST /users/assign-mentor (invitation flow: Join Now), with the invitation of the link. */
export const AssignMentorBody = z.object({
  learners: z.array(Id).min(1),
  mentors: z.array(Id).min(1),
  isInvite: z.boolean(),
  invitation: z.string().min(1),
});
export type AssignMentorBody = z.infer<typeof AssignMentorBody>;

/** POST /users/mentor-upgrade and POST /users/upgrade-request. */
export const UpgradeRequestBody = z.object({ message: z.string().optional() });
export type UpgradeRequestBody = z.infer<typeof UpgradeRequestBody>;

/** Which half of My List: bookmarked or recently viewed modules. */
const MyListType = z.enum(['BOOKMARKED', 'RECENTLY_VIEWED']);

/** GET /users/my-list. */
export const MyListQuery = z.object({
  type: MyListType.optional(),
  order: OrderDirection.optional(),
  user_type: z.string().optional(),
  ...PageQuery.shape,
});
export type MyListQuery = z.infer<typeof MyListQuery>;
export const MyListResponse = dataOf(z.object({ myList: z.array(Module), total: z.number().int() }));
export type MyListResponse = z.infer<typeof MyListResponse>;
