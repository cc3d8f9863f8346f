import type { Client } from '../client/create-client';
import type { Module } from '../contract/entities/module';
import type { ModuleListQuery, ModulesPageResponse } from '../contract/modules';
import type { Page } from './envelope';
import { requestPage } from './requests';

/** Loads the trending modules (GET /trending-modules). */
export async function getTrendingModules(client: Client, query: ModuleListQuery = {}): Promise<Page<Module>> {
  return requestPage<ModulesPageResponse>(client, '/trending-modules', { page: 1, limit: 12 }, query);
}
