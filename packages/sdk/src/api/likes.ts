import type { Client } from '../client/create-client';
import type { Module } from '../contract/entities/module';
import type { LikeModuleResponse } from '../contract/modules';
import type { LikedModulesQuery, LikedModulesResponse } from '../contract/users';
import { type Page, toPage, withDefaults } from './envelope';

/** Likes a module (POST /modules/{id}/like); resolves to its new like count. */
export async function likeModule(client: Client, moduleId: number): Promise<{ likes: number }> {
  return (await client.request<LikeModuleResponse>('POST', `/modules/${moduleId}/like`)).data;
}

/** Loads a page of the modules the user liked (GET /users/liked-modules). */
export async function getLikedModules(client: Client, query: LikedModulesQuery = {}): Promise<Page<Module>> {
  const q = withDefaults({ page: 1, limit: 12 }, query);
  return toPage(await client.request<LikedModulesResponse>('GET', '/users/liked-modules', { query: q }));
}
