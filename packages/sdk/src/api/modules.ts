import type { Client, Query } from '../client/create-client';
import { latestOnly } from '../client/latest-only';
import type { FeatureQuestion, Module, RatingScore } from '../contract/entities/module';
import type {
  AssignModulesBody,
  EmbedCardQuery,
  FeatureQuestionResponse,
  ModuleQuery,
  ModuleResponse,
  ModuleSearchQuery,
  ModulesPageResponse,
  ModuleTabBody,
  RatingBody,
  RatingResponse,
  ViewCountResponse,
} from '../contract/modules';
import { type Page, toPage, withDefaults } from './envelope';
import { requestData } from './requests';
import { actedAt, type WriteOptions, writeRequest } from './write-options';

/** The module search defaults of the spec (learners and mentors only see PUBLISH modules). */
export const MODULE_SEARCH_DEFAULT_QUERY = {
  search_type: 'CUSTOM',
  status: 'PUBLISH',
  order_by: 'DESC',
  order_by_type: 'publish_at',
  page: 1,
  limit: 12,
} as const;

/** Recent additions: the module search limited to the 10 newest. */
export const RECENT_MODULES_DEFAULT_QUERY = { limit: 10 } as const;

function fetchModules(client: Client, query: Query, signal?: AbortSignal): Promise<Page<Module>> {
  const q = withDefaults(MODULE_SEARCH_DEFAULT_QUERY, query);
  return client
    .request<ModulesPageResponse>('GET', '/modules/search', { query: q, ...(signal ? { signal } : {}) })
    .then(toPage);
}

const searchesByClient = new WeakMap<Client, (query: ModuleSearchQuery) => Promise<Page<Module>>>();

/**
 * Searches modules (GET /modules/search). A new search on the same client cancels the one still
 * running, which rejects with CanceledError ('Operation canceled').
 */
export function searchModules(client: Client, query: ModuleSearchQuery = {}): Promise<Page<Module>> {
  let search = searchesByClient.get(client);
  if (!search) {
    search = latestOnly((signal, q: ModuleSearchQuery) => fetchModules(client, q, signal));
    searchesByClient.set(client, search);
  }
  return search(query);
}

/** Loads the recent additions (the module search, 10 newest); never cancelled by a search. */
export function getRecentModules(client: Client, query: ModuleSearchQuery = {}): Promise<Page<Module>> {
  return fetchModules(client, withDefaults(RECENT_MODULES_DEFAULT_QUERY, query));
}

/** Loads one module (GET /modules/auth/{id}); `include` is `tags,careers` or `projects,tabs`. */
export async function getModule(client: Client, id: number, query: ModuleQuery = {}): Promise<Module> {
  return requestData<ModuleResponse>(client, 'GET', `/modules/auth/${id}`, { query });
}

/** Loads the card details of one module for embedding (GET /modules/embed-card-details). */
export async function getEmbedCardDetails(client: Client, query: EmbedCardQuery): Promise<Module> {
  return requestData<ModuleResponse>(client, 'GET', '/modules/embed-card-details', { query });
}

/** Loads a random featured question for the library banner, or null (GET /modules/feature-questions/random). */
export async function getRandomFeatureQuestion(client: Client): Promise<FeatureQuestion | null> {
  const body = await client.request<FeatureQuestionResponse>('GET', '/modules/feature-questions/random');
  return body.data ?? null;
}

/** Records the tab (1..3) the learner opened (POST /modules/{id}/tabs). */
export async function recordModuleTab(client: Client, moduleId: number, tab: number): Promise<void> {
  const json: ModuleTabBody = { tab };
  await client.request('POST', `/modules/${moduleId}/tabs`, { json });
}

/** Assigns modules to the caller, or to a learner by a mentor (POST /modules/assign). */
export async function assignModules(client: Client, modules: number[], userId?: number): Promise<void> {
  const json: AssignModulesBody = userId === undefined ? { modules } : { modules, user_id: userId };
  await client.request('POST', '/modules/assign', { json });
}

/** Counts a view of a module (PATCH /modules/{id}/update-view-count); resolves to the new count. */
export async function updateModuleViewCount(client: Client, moduleId: number): Promise<{ views: number }> {
  return requestData<ViewCountResponse>(client, 'PATCH', `/modules/${moduleId}/update-view-count`);
}

/**
 * Saves a rating: -10 Okay, 1 Liked, 10 Loved (POST /modules/{id}/rating); resolves to the learner's rating now
 * (a mark made after this one, on another device, stays: null when that was an unlike).
 */
export async function rateModule(
  client: Client,
  moduleId: number,
  score: RatingScore,
  options?: WriteOptions,
): Promise<RatingResponse['data']> {
  const json: RatingBody = { module_id: moduleId, score, ...actedAt(options) };
  return requestData<RatingResponse>(
    client,
    'POST',
    `/modules/${moduleId}/rating`,
    writeRequest(options, json),
  );
}
