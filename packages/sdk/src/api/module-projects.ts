import type { Client } from '../client/create-client';
import type { Project } from '../contract/entities/project';
import type {
  CreateModuleProjectBody,
  ModuleProjectsResponse,
  ProjectResponse,
  UpdateModuleProjectBody,
} from '../contract/projects';
import type { Page } from './envelope';
import { requestData, requestPage } from './requests';

/** Loads a module's projects, with the caller's `usersprojects` when assigned (GET /modules/{id}/projects). */
export async function getModuleProjects(client: Client, moduleId: number): Promise<Page<Project>> {
  return requestPage<ModuleProjectsResponse>(client, `/modules/${moduleId}/projects`);
}

/** Adds a project to a module (POST /modules/{id}/projects; catalogue authoring). */
export async function createModuleProject(
  client: Client,
  moduleId: number,
  body: CreateModuleProjectBody,
): Promise<Project> {
  return requestData<ProjectResponse>(client, 'POST', `/modules/${moduleId}/projects`, { json: body });
}

/** Changes a module's project (PATCH /modules/{module_id}/projects/{id}). */
export async function updateModuleProject(
  client: Client,
  moduleId: number,
  projectId: number,
  body: UpdateModuleProjectBody,
): Promise<Project> {
  const path = `/modules/${moduleId}/projects/${projectId}`;
  return requestData<ProjectResponse>(client, 'PATCH', path, { json: body });
}

/** Removes a module's project (DELETE /modules/{module_id}/projects/{id}). */
export async function deleteModuleProject(
  client: Client,
  moduleId: number,
  projectId: number,
): Promise<void> {
  await client.request('DELETE', `/modules/${moduleId}/projects/${projectId}`);
}
