import type { ApiContext } from '../config/context';
import { ADMINS_ONLY, LEARNERS_ONLY } from '../http/guards/role-guards';
import type { RouteTable } from '../http/route-table';
import * as chats from './chats-routes';
import * as projectAdmin from './project-admin-routes';
import * as projects from './projects-routes';

/** Modules' projects, learners' submissions and their chats. */
export const projectsRoutes = (ctx: ApiContext): RouteTable => ({
  'get /modules/{id}/projects': projects.moduleProjects(ctx),
  'post /modules/{id}/projects': [ADMINS_ONLY, projectAdmin.createProjectHandler(ctx)],
  'patch /modules/{module_id}/projects/{id}': [ADMINS_ONLY, projectAdmin.updateProjectHandler(ctx)],
  'delete /modules/{module_id}/projects/{id}': [ADMINS_ONLY, projectAdmin.deleteProjectHandler(ctx)],
  'post /projects/{id}/submit': [
    LEARNERS_ONLY,
    projects.submittable(ctx),
    projects.projectDocuments(ctx),
    projects.submitProject(ctx),
  ],
  'get /projects/my-projects': projects.myProjects(ctx),
  'get /projects/my-projects/{id}': projects.myProject(ctx),
  'get /chats': chats.listChats(ctx),
  'post /chats': chats.addChatMessage(ctx),
  'put /chats/{id}': chats.editChatMessage(ctx),
});
