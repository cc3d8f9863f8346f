import type { Client } from '../client/create-client';
import type { Module } from '../contract/entities/module';
import type { ModuleListQuery, ModulesPageResponse } from '../contract/modules';
import type { Page } from './envelope';
import { requestPage } from './requests';

/** Loads the modules recommended for the caller (GET /recommendation-engine). */
export async function getRecommendations(client: Client, query: ModuleListQuery = {}): Promise<Page<Module>> {
  return requestPage<ModulesPageResponse>(client, '/recommendation-engine', { page: 1, limit: 12 }, query);
}

/** Loads the modules recommended for one learner, for their mentor (GET /recommendation-engine/{id}). */
export async function getRecommendationsFor(
  client: Client,
  userId: number,
  query: ModuleListQuery = {},
): Promise<Page<Module>> {
  const path = `/recommendation-engine/${userId}`;
  return requestPage<ModulesPageResponse>(client, path, { page: 1, limit: 12 }, query);
}
