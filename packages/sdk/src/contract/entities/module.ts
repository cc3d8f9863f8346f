import { z } from 'zod';
import { Id, Timestamp } from '../common';
import { Certificate } from './certificate';
import { EditorContent, Media, NamedRef } from './media';
import { Project, UserProject } from './project';

/** A module's category with its super category (`categories[0].categories.id`). */
export const ModuleCategory = z.object({
  id: Id,
  name: z.string(),
  categories: NamedRef.nullable().optional(),
});
export type ModuleCategory = z.infer<typeof ModuleCategory>;

/** One tab of a module: its editor content (two JSON items with html and css). */
export const ModuleTab = z.object({
  id: Id.nullable().optional(),
  name: z.string().nullable().optional(),
  position: z.number().int().nullable().optional(),
  contents: z.array(EditorContent),
});
export type ModuleTab = z.infer<typeof ModuleTab>;

/** The caller's assignment as embedded in a module (`HasAssignToUser`). */
export const ModuleAssignment = z.object({
  id: Id,
  completed_percentage: z.number().int(),
  completed_tab: z.number().int(),
  reflection_question_answer: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
});
export type ModuleAssignment = z.infer<typeof ModuleAssignment>;

/** A mentor's allowance as embedded in a module. */
const MentorModuleAllowance = z.object({
  remaining_module: z.number().int(),
  viewed_modules: z.array(Id),
});

/**
 * A learning module (part 1 §3). `media` is one file or a list (`media.path` or `media[0].path`);
 * `description` is HTML. Cards carry `completed_percentage`.
 */
export const Module = z.object({
  id: Id,
  name: z.string(),
  description: z.string().nullable().optional(),
  media: z
    .union([Media, z.array(Media)])
    .nullable()
    .optional(),
  banner_text: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
  categories: z.array(ModuleCategory).nullable().optional(),
  likes: z.number().int().nullable().optional(),
  views: z.number().int().nullable().optional(),
  link: z.string().nullable().optional(),
  publish_at: Timestamp.nullable().optional(),
  /**
   * The language of the module's content, a BCP 47 primary tag ('en', 'es', 'ar' …; 'en' unless the catalogue
   * says otherwise): what the search stems its words by, and the `lang` of its content.
   */
  language: z.string().optional(),
  reflection_question: z.string().nullable().optional(),
  careers: z.array(NamedRef).nullable().optional(),
  tags: z.array(NamedRef).nullable().optional(),
  HasBookmarked: z.object({ id: Id }).nullable().optional(),
  hasUserLikedModule: z.object({ score: z.number().int() }).nullable().optional(),
  HasAssignToUser: ModuleAssignment.nullable().optional(),
  mentorViewedAndRemainingModule: MentorModuleAllowance.nullable().optional(),
  completed_percentage: z.number().int().nullable().optional(),
  tabs: z.array(ModuleTab).nullable().optional(),
  projects: z.array(Project).nullable().optional(),
  /**
   * GET /modules/auth/{id}: the caller's certificate of a collection that contains this module (the newest
   * when several do), its `media.path` a link signed for the caller; null when they hold none.
   */
  certificate: Certificate.nullable().optional(),
});
export type Module = z.infer<typeof Module>;

/** The status of a learner's module: assigned, then viewed. */
export const UserModuleStatus = z.enum(['ASSIGNED', 'VIEWED']);
export type UserModuleStatus = z.infer<typeof UserModuleStatus>;

/** A learner's module record (`/modules/my-modules/{id}`): progress, answer, projects. */
export const UserModule = z.object({
  id: Id,
  user_id: Id.nullable().optional(),
  module_id: Id,
  status: UserModuleStatus,
  completed_percentage: z.number().int(),
  completed_tab: z.number().int(),
  reflection_question_answer: z.string().nullable().optional(),
  /** When the answer was written, by the device's clock (issue 44); null for answers from before it was kept. */
  reflection_answered_at: Timestamp.nullable().optional(),
  /**
   * The learner's other reflection answers (`/modules/my-modules/{id}` only): each replaced by one written later, or
   * written before the one kept and sent after it (two devices), oldest first.
   */
  reflection_history: z.array(z.object({ answer: z.string(), answered_at: Timestamp })).optional(),
  lastViewd: Timestamp.nullable().optional(),
  created_at: Timestamp.nullable().optional(),
  assignedby: z.object({ id: Id, full_name: z.string() }).nullable().optional(),
  module: Module.nullable().optional(),
  usersprojects: z.array(UserProject).nullable().optional(),
});
export type UserModule = z.infer<typeof UserModule>;

/** A featured question of the library banner. */
export const FeatureQuestion = z.object({
  id: Id,
  question: z.string(),
  module: NamedRef,
  /** The language of the question (its module's); English when absent. */
  language: z.string().optional(),
});
export type FeatureQuestion = z.infer<typeof FeatureQuestion>;

/** A learner's rating of a module: -10 (Okay), 1 (Liked), 10 (Loved). */
export const RatingScore = z.union([z.literal(-10), z.literal(1), z.literal(10)]);
export type RatingScore = z.infer<typeof RatingScore>;
