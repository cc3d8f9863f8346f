import type { Client } from '../client/create-client';
import { toFormData } from '../client/form-data';
import type { UserProject } from '../contract/entities/project';
import type {
  MyProjectsQuery,
  MyProjectsResponse,
  SubmitProjectBody,
  UserProjectResponse,
} from '../contract/projects';
import { listCall } from './list-calls';
import { getModuleProjects } from './module-projects';
import { requestData } from './requests';
import { type WriteOptions, writeRequest } from './write-options';

/** The projects list: 10 submitted projects a page, newest first. */
export const MY_PROJECTS_DEFAULT_QUERY = {
  page: 1,
  limit: 10,
  status: 'SUBMITTED',
  order_by: 'DESC',
} as const;

/** Loads a page of the caller's projects (GET /projects/my-projects; `date` is a month, YYYY-MM). */
export const getMyProjects = listCall<MyProjectsResponse, MyProjectsQuery>(
  '/projects/my-projects',
  MY_PROJECTS_DEFAULT_QUERY,
);

/** Loads one of the caller's projects (GET /projects/my-projects/{id}). */
export async function getMyProject(client: Client, userProjectId: number): Promise<UserProject> {
  return requestData<UserProjectResponse>(client, 'GET', `/projects/my-projects/${userProjectId}`);
}

/** A submission: summary, optional link and up to 5 files (the screen enforces the count). */
export type ProjectSubmission = SubmitProjectBody & { documents?: Blob[] };

/**
 * Submits a project (POST /projects/{userProjectId}/submit, multipart; files as repeated `documents`); a
 * submission queued offline carries its key (`options.idempotencyKey`).
 */
export async function submitProject(
  client: Client,
  userProjectId: number,
  submission: ProjectSubmission,
  options?: WriteOptions,
): Promise<UserProject> {
  const form = toFormData({ description: submission.description, link: submission.link });
  for (const file of submission.documents ?? []) {
    form.append('documents', file, (file as File).name ?? 'document');
  }
  const path = `/projects/${userProjectId}/submit`;
  return requestData<UserProjectResponse>(client, 'POST', path, { ...writeRequest(options), form });
}

/** The module is not assigned to the caller, so it has no user-project record to submit. */
export class ProjectNotAssignedError extends Error {
  override readonly name = 'ProjectNotAssignedError';
  constructor() {
    super('This module has not been assigned to you yet!');
  }
}

/**
 * Submits from the module modal: finds the caller's user-project record of `projectId` among the
 * module's projects, then submits it. Throws ProjectNotAssignedError when there is none.
 */
export async function submitModuleProject(
  client: Client,
  moduleId: number,
  projectId: number,
  submission: ProjectSubmission,
): Promise<UserProject> {
  const { results } = await getModuleProjects(client, moduleId);
  const record = results
    .flatMap((project) => project.usersprojects ?? [])
    .find((userProject) => userProject.project_id === projectId);
  if (!record) throw new ProjectNotAssignedError();
  return submitProject(client, record.id, submission);
}
