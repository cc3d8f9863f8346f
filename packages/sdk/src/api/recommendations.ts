import type { Client } from '../client/create-client';
import type { Module } from '../contract/entities/module';
import type { ModuleListQuery, ModulesPageResponse } from '../contract/modules';
import { type Page, toPage, withDefaults } from './envelope';

/** Loads the modules recommended for the caller (GET /recommendation-engine). */
export async function getRecommendations(client: Client, query: ModuleListQuery = {}): Promise<Page<Module>> {
  const q = withDefaults({ page: 1, limit: 12 }, query);
  return toPage(await client.request<ModulesPageResponse>('GET', '/recommendation-engine', { query: q }));
}

/** Loads the modules recommended for one learner, for their mentor (GET /recommendation-engine/{id}). */
export async function getRecommendationsFor(
  client: Client,
  userId: number,
  query: ModuleListQuery = {},
): Promise<Page<Module>> {
  const q = withDefaults({ page: 1, limit: 12 }, query);
  const path = `/recommendation-engine/${userId}`;
  return toPage(await client.request<ModulesPageResponse>('GET', path, { query: q }));
}
