import * as c from '@modkit/sdk/contract';
import { type Operation, tagged } from '../openapi/operation';

/** Module projects, learners' submissions and their chats. */
export const PROJECT_OPERATIONS: Operation[] = [
  ...tagged('Projects', [
    [
      'get /modules/{id}/projects',
      'Projects of a module with the learner records',
      null,
      c.ModuleProjectsResponse,
    ],
    ['post /modules/{id}/projects', 'Add a project (admins)', c.CreateModuleProjectBody, c.ProjectResponse],
    [
      'patch /modules/{module_id}/projects/{id}',
      'Edit a project (admins)',
      c.UpdateModuleProjectBody,
      c.ProjectResponse,
    ],
    ['delete /modules/{module_id}/projects/{id}', 'Delete a project (admins)'],
    [
      'post /projects/{id}/submit multipart idempotent',
      'Submit a project (≤ 5 files)',
      c.SubmitProjectBody,
      c.UserProjectResponse,
    ],
    ['get /projects/my-projects', 'Submitted projects', c.MyProjectsQuery, c.MyProjectsResponse],
    ['get /projects/my-projects/{id}', 'One submitted project', null, c.UserProjectResponse],
    ['get /chats', 'Chat of a submitted project', c.ProjectChatsQuery, c.ProjectChatsResponse],
    ['post /chats', 'Add to the chat', c.AddProjectChatBody, c.ProjectChatResponse],
    ['put /chats/{id}', 'Edit an own chat comment', c.UpdateProjectChatBody, c.ProjectChatResponse],
  ]),
];
