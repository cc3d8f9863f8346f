import type { ModuleListQuery, ModulesPageResponse } from '../contract/modules';
import { listCall, listCallOf } from './list-calls';

/** Loads the modules recommended for the caller (GET /recommendation-engine). */
export const getRecommendations = listCall<ModulesPageResponse, ModuleListQuery>('/recommendation-engine', {
  page: 1,
  limit: 12,
});

/** Loads the modules recommended for one learner, for their mentor: `(client, userId, query?)`. */
export const getRecommendationsFor = listCallOf<ModulesPageResponse, ModuleListQuery>((userId) => ({
  path: `/recommendation-engine/${userId}`,
  defaults: { page: 1, limit: 12 },
}));
