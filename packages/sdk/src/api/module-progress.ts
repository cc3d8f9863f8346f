import type { Client } from '../client/create-client';
import type { UserModule } from '../contract/entities/module';
import type {
  ModuleProgressBody,
  ModuleProgressResponse,
  ModulesPageResponse,
  MyModulesQuery,
  MyViewedModulesQuery,
  ReflectionAnswerBody,
  UserModuleResponse,
} from '../contract/modules';
import { listCall } from './list-calls';
import { requestData } from './requests';
import { actedAt, type WriteOptions, writeRequest } from './write-options';

/** Assigned and viewed modules come 12 to a page, newest first. */
export const MY_MODULES_DEFAULT_QUERY = { order_by: 'DESC', page: 1, limit: 12 } as const;

/** Loads a page of the caller's modules, ASSIGNED or VIEWED (GET /modules/my-modules). */
export const getMyModules = listCall<ModulesPageResponse, MyModulesQuery>(
  '/modules/my-modules',
  MY_MODULES_DEFAULT_QUERY,
);

/** Loads the caller's record of one module: progress, answer, projects (GET /modules/my-modules/{moduleId}). */
export async function getMyModule(client: Client, moduleId: number): Promise<UserModule> {
  return requestData<UserModuleResponse>(client, 'GET', `/modules/my-modules/${moduleId}`);
}

/** Loads a page of the modules the caller viewed (GET /modules/my-viewed-modules). */
export const getMyViewedModules = listCall<ModulesPageResponse, MyViewedModulesQuery>(
  '/modules/my-viewed-modules',
  { page: 1, limit: 12 },
);

/** What a progress save answers: the record as stored, and the points that this save earned (0 if none). */
export interface ModuleProgressResult {
  module: UserModule;
  pointsAwarded: number;
}

/**
 * Saves the completion of a module (PATCH /modules/my-modules/{moduleId}/completed_percentage).
 * Compute the values with the progress rules; the server keeps the higher percentage.
 */
export async function updateModuleProgress(
  client: Client,
  moduleId: number,
  progress: ModuleProgressBody,
  options?: WriteOptions,
): Promise<ModuleProgressResult> {
  const json: ModuleProgressBody = {
    completed_percentage: progress.completed_percentage,
    completed_tab: progress.completed_tab,
  };
  const path = `/modules/my-modules/${moduleId}/completed_percentage`;
  const answer = await client.request<ModuleProgressResponse>('PATCH', path, writeRequest(options, json));
  return { module: answer.data, pointsAwarded: answer.meta?.points_awarded ?? 0 };
}

/**
 * Submits the reflection answer (POST /modules/my-modules/{moduleId}/submit-reflection-question); of two
 * answers the one made last (`actedAt`) is kept as the answer, the other in the learner's history.
 */
export async function submitReflectionAnswer(
  client: Client,
  moduleId: number,
  answer: string,
  options?: WriteOptions,
): Promise<UserModule> {
  const json: ReflectionAnswerBody = { reflection_question_answer: answer, ...actedAt(options) };
  const path = `/modules/my-modules/${moduleId}/submit-reflection-question`;
  return requestData<UserModuleResponse>(client, 'POST', path, writeRequest(options, json));
}
