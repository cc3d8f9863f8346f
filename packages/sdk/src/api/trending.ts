import type { Client } from '../client/create-client';
import type { Module } from '../contract/entities/module';
import type { ModuleListQuery, ModulesPageResponse } from '../contract/modules';
import { type Page, toPage, withDefaults } from './envelope';

/** Loads the trending modules (GET /trending-modules). */
export async function getTrendingModules(client: Client, query: ModuleListQuery = {}): Promise<Page<Module>> {
  const q = withDefaults({ page: 1, limit: 12 }, query);
  return toPage(await client.request<ModulesPageResponse>('GET', '/trending-modules', { query: q }));
}
