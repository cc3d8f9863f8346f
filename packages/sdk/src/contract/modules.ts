import { z } from 'zod';
import { dataOf, Id, OrderDirection, PageQuery, Pagination, pageOf, QueryFilterId, QueryId } from './common';
import { FeatureQuestion, Module, RatingScore, UserModule, UserModuleStatus } from './entities/module';

/** GET /modules/search (also recent additions). `skip` excludes one module (the current one). */
export const ModuleSearchQuery = z.object({
  search_type: z.string().optional(),
  status: z.string().optional(),
  ...PageQuery.shape,
  order_by: OrderDirection.optional(),
  order_by_type: z.string().optional(),
  category_id: QueryFilterId,
  tag_id: QueryFilterId,
  career_id: QueryFilterId,
  super_category_id: QueryFilterId,
  keyword: z.string().optional(),
  skip: QueryFilterId,
});
export type ModuleSearchQuery = z.infer<typeof ModuleSearchQuery>;

/** Every list of modules (search, my modules, viewed, liked, recommended, trending). */
export const ModulesPageResponse = pageOf(Module);
export type ModulesPageResponse = z.infer<typeof ModulesPageResponse>;

/**
 * GET /modules/search: a list of modules; `meta.corrected_keyword` (ours, additive) when the keyword found
 * nothing and its words with a typo were corrected: the keyword these results are for (the search page shows
 * 'Showing results for …').
 */
export const ModuleSearchResponse = z.object({
  data: z.object({ results: z.array(Module) }),
  meta: z.object({ pagination: Pagination, corrected_keyword: z.string().optional() }),
});
export type ModuleSearchResponse = z.infer<typeof ModuleSearchResponse>;

/** GET /modules/auth/{id}: `include` is `tags,careers` or `projects,tabs`. */
export const ModuleQuery = z.object({ include: z.string().optional() });
export type ModuleQuery = z.infer<typeof ModuleQuery>;
export const ModuleResponse = dataOf(Module);
export type ModuleResponse = z.infer<typeof ModuleResponse>;

/** GET /modules/my-modules. */
export const MyModulesQuery = z.object({
  status: UserModuleStatus.optional(),
  order_by: OrderDirection.optional(),
  ...PageQuery.shape,
  super_category_id: QueryFilterId,
});
export type MyModulesQuery = z.infer<typeof MyModulesQuery>;

/** GET /modules/my-viewed-modules. */
export const MyViewedModulesQuery = PageQuery;
export type MyViewedModulesQuery = z.infer<typeof MyViewedModulesQuery>;

/** GET /modules/my-modules/{moduleId} and the answers of progress and reflection calls. */
export const UserModuleResponse = dataOf(UserModule);
export type UserModuleResponse = z.infer<typeof UserModuleResponse>;

/** GET /modules/embed-card-details. */
export const EmbedCardQuery = z.object({ module_id: QueryId });
export type EmbedCardQuery = z.infer<typeof EmbedCardQuery>;

/** GET /modules/feature-questions/random: null when there is none. */
export const FeatureQuestionResponse = dataOf(FeatureQuestion.nullable());
export type FeatureQuestionResponse = z.infer<typeof FeatureQuestionResponse>;

/** POST /modules/{id}/tabs: the tab (1..3) the learner opened. */
export const ModuleTabBody = z.object({ tab: z.number().int().min(1).max(3) });
export type ModuleTabBody = z.infer<typeof ModuleTabBody>;

/** POST /modules/assign: `user_id` when a mentor assigns to a learner, else the caller. */
export const AssignModulesBody = z.object({ modules: z.array(Id).min(1), user_id: Id.optional() });
export type AssignModulesBody = z.infer<typeof AssignModulesBody>;

/**
 * When a learner made a write on their device (ISO 8601), sent by a write queued offline (issue 44): a
 * rating, a like or a reflection answer made last wins, whichever arrives last. Without it, the time the
 * server receives the write; never later than the server's clock.
 */
const ActedAt = z.iso.datetime({ offset: true });

/**
 * POST /modules/{id}/like: no body toggles the like; `liked` sets it (a write queued offline says what the
 * learner wanted, as a toggle sent twice would undo itself).
 */
export const LikeModuleBody = z
  .object({ liked: z.boolean().optional(), acted_at: ActedAt.optional() })
  .optional();
export type LikeModuleBody = z.infer<typeof LikeModuleBody>;
export const LikeModuleResponse = dataOf(
  z.object({ likes: z.number().int(), liked: z.boolean().optional() }),
);
export type LikeModuleResponse = z.infer<typeof LikeModuleResponse>;

/** PATCH /modules/my-modules/{moduleId}/completed_percentage. */
export const ModuleProgressBody = z.object({
  completed_percentage: z.number().int().min(0).max(100),
  completed_tab: z.number().int().min(0).max(3),
});
export type ModuleProgressBody = z.infer<typeof ModuleProgressBody>;

/** Its answer: the saved record, and the points this save earned (0 when it earned none). */
export const ModuleProgressResponse = z.object({
  data: UserModule,
  meta: z.object({ points_awarded: z.number().int().min(0) }),
});
export type ModuleProgressResponse = z.infer<typeof ModuleProgressResponse>;

/** POST /modules/my-modules/{moduleId}/submit-reflection-question. */
export const ReflectionAnswerBody = z.object({
  reflection_question_answer: z.string(),
  acted_at: ActedAt.optional(),
});
export type ReflectionAnswerBody = z.infer<typeof ReflectionAnswerBody>;

/** PATCH /modules/{id}/update-view-count. */
export const ViewCountResponse = dataOf(z.object({ views: z.number().int() }));
export type ViewCountResponse = z.infer<typeof ViewCountResponse>;

/** POST /modules/{id}/rating. */
export const RatingBody = z.object({ module_id: Id, score: RatingScore, acted_at: ActedAt.optional() });
export type RatingBody = z.infer<typeof RatingBody>;
/** The learner's rating now: the one sent, or a mark made after it (null: an unlike made after it). */
export const RatingResponse = dataOf(z.object({ module_id: Id, score: RatingScore.nullable() }));
export type RatingResponse = z.infer<typeof RatingResponse>;

/** GET /recommendation-engine, /recommendation-engine/{userId} and /trending-modules. */
export const ModuleListQuery = PageQuery;
export type ModuleListQuery = z.infer<typeof ModuleListQuery>;
