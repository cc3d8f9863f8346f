import type { ModuleListQuery, ModulesPageResponse } from '../contract/modules';
import { listCall } from './list-calls';

/** Loads the trending modules (GET /trending-modules). */
export const getTrendingModules = listCall<ModulesPageResponse, ModuleListQuery>('/trending-modules', {
  page: 1,
  limit: 12,
});
