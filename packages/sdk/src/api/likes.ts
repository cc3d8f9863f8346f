import type { Client } from '../client/create-client';
import type { LikeModuleResponse } from '../contract/modules';
import type { LikedModulesQuery, LikedModulesResponse } from '../contract/users';
import { listCall } from './list-calls';
import { requestData } from './requests';

/** Likes a module (POST /modules/{id}/like); resolves to its new like count. */
export async function likeModule(client: Client, moduleId: number): Promise<{ likes: number }> {
  return requestData<LikeModuleResponse>(client, 'POST', `/modules/${moduleId}/like`);
}

/** Loads a page of the modules the user liked (GET /users/liked-modules). */
export const getLikedModules = listCall<LikedModulesResponse, LikedModulesQuery>('/users/liked-modules', {
  page: 1,
  limit: 12,
});
