import type { Client } from '../client/create-client';
import type { LikeModuleBody, LikeModuleResponse } from '../contract/modules';
import type { LikedModulesQuery, LikedModulesResponse } from '../contract/users';
import { listCall } from './list-calls';
import { requestData } from './requests';
import { actedAt, type WriteOptions, writeRequest } from './write-options';

/**
 * Likes or unlikes a module (POST /modules/{id}/like): toggles, or sets the like with `liked` (what a write
 * queued offline sends); resolves to its like count and whether the learner likes it now.
 */
export async function likeModule(
  client: Client,
  moduleId: number,
  options?: WriteOptions & { liked?: boolean },
): Promise<LikeModuleResponse['data']> {
  const body: LikeModuleBody =
    options?.liked === undefined && !options?.actedAt
      ? undefined
      : { liked: options?.liked, ...actedAt(options) };
  return requestData<LikeModuleResponse>(
    client,
    'POST',
    `/modules/${moduleId}/like`,
    writeRequest(options, body),
  );
}

/** Loads a page of the modules the user liked (GET /users/liked-modules). */
export const getLikedModules = listCall<LikedModulesResponse, LikedModulesQuery>('/users/liked-modules', {
  page: 1,
  limit: 12,
});
