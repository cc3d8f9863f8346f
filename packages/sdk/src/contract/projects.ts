import { z } from 'zod';
import { dataOf, Id, OrderDirection, PageQuery, pageOf, QueryId } from './common';
import { EditorContent } from './entities/media';
import { Project, ProjectType, UserProject, UserProjectStatus } from './entities/project';
import { ProjectChat } from './entities/social';

/** GET /modules/{id}/projects: with `usersprojects` when the module is assigned to the caller. */
export const ModuleProjectsResponse = pageOf(Project);
export type ModuleProjectsResponse = z.infer<typeof ModuleProjectsResponse>;

/** POST /modules/{id}/projects (catalogue authoring). */
export const CreateModuleProjectBody = z.object({
  name: z.string().min(1),
  type: ProjectType,
  content: z.array(EditorContent).optional(),
});
export type CreateModuleProjectBody = z.infer<typeof CreateModuleProjectBody>;

/** PATCH /modules/{module_id}/projects/{id}. */
export const UpdateModuleProjectBody = CreateModuleProjectBody.partial();
export type UpdateModuleProjectBody = z.infer<typeof UpdateModuleProjectBody>;

/** One project of a module. */
export const ProjectResponse = dataOf(Project);
export type ProjectResponse = z.infer<typeof ProjectResponse>;

/** GET /projects/my-projects: `date` is a month, `YYYY-MM`. */
export const MyProjectsQuery = z.object({
  ...PageQuery.shape,
  status: UserProjectStatus.optional(),
  order_by: OrderDirection.optional(),
  keyword: z.string().optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
});
export type MyProjectsQuery = z.infer<typeof MyProjectsQuery>;
export const MyProjectsResponse = pageOf(UserProject);
export type MyProjectsResponse = z.infer<typeof MyProjectsResponse>;

/** One user project (GET /projects/my-projects/{id}, the answer of a submission). */
export const UserProjectResponse = dataOf(UserProject);
export type UserProjectResponse = z.infer<typeof UserProjectResponse>;

/** POST /projects/{userProjectId}/submit (multipart; files arrive as `documents`). */
export const SubmitProjectBody = z.object({
  description: z.string(),
  link: z.string().optional(),
});
export type SubmitProjectBody = z.infer<typeof SubmitProjectBody>;

/** GET /chats. */
export const ProjectChatsQuery = z.object({
  user_project_id: QueryId,
  ...PageQuery.shape,
});
export type ProjectChatsQuery = z.infer<typeof ProjectChatsQuery>;
export const ProjectChatsResponse = pageOf(ProjectChat);
export type ProjectChatsResponse = z.infer<typeof ProjectChatsResponse>;

/** POST /chats. */
export const AddProjectChatBody = z.object({ user_project_id: Id, comment: z.string().min(1) });
export type AddProjectChatBody = z.infer<typeof AddProjectChatBody>;

/** PUT /chats/{id}. */
export const UpdateProjectChatBody = z.object({ comment: z.string().min(1) });
export type UpdateProjectChatBody = z.infer<typeof UpdateProjectChatBody>;

/** One chat message. */
export const ProjectChatResponse = dataOf(ProjectChat);
export type ProjectChatResponse = z.infer<typeof ProjectChatResponse>;
