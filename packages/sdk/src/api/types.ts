/** The contract's entity types, re-exported type-only so that runtime code never loads zod. */
export type { ActivityEntry, OverallActivity, Points } from '../contract/entities/activity';
export type {
  Career,
  Category,
  Certificate,
  Collection,
  SubCategory,
} from '../contract/entities/library';
export type { EditorContent, Media, NamedRef } from '../contract/entities/media';
export type {
  FeatureQuestion,
  Module,
  ModuleAssignment,
  ModuleCategory,
  ModuleTab,
  RatingScore,
  UserModule,
  UserModuleStatus,
} from '../contract/entities/module';
export type { Currency, Package, PackagePrice, PackageTier, UserPackage } from '../contract/entities/package';
export type { Learner, LearnerModule, Mentee, MentorSession } from '../contract/entities/people';
export type {
  Project,
  ProjectDocument,
  ProjectType,
  UserProject,
  UserProjectStatus,
} from '../contract/entities/project';
export type {
  Author,
  Bookmark,
  Comment,
  CommentReply,
  Mentor,
  Notification,
  ProjectChat,
} from '../contract/entities/social';
export type { IAmHereAs, RoleType, User, UserInterest, UserMeta } from '../contract/entities/user';
export type { Dashboard, DashboardBody, SchoolGrade } from '../contract/mentor';
export type { Invitation, InvitedMentor } from '../contract/users';
