import { randomUUID } from 'node:crypto';
import type { Rule } from './authz-access';

/**
 * Who may call the project submissions, their conversations (chats), the modules' comments and a batch of queued writes
 * (see authz-table.ts).
 */
export const PROJECTS_AND_COMMENTS_AUTHZ: Record<string, Rule> = {
  'POST /projects/{id}/submit': {
    access: 'owner-only',
    params: (ids) => ({ id: ids.pendingProject }),
    body: () => ({ description: 'A matrix summary.' }),
  },
  'GET /projects/my-projects': { access: 'package-gated' },
  'GET /projects/my-projects/{id}': { access: 'owner-only', params: (ids) => ({ id: ids.submittedProject }) },
  'GET /chats': {
    access: 'project-participants',
    query: (ids) => ({ user_project_id: ids.submittedProject }),
  },
  'POST /chats': {
    access: 'project-participants',
    body: (ids) => ({ user_project_id: ids.submittedProject, comment: 'A matrix message.' }),
  },
  'PUT /chats/{id}': {
    access: 'owner-only',
    params: (ids) => ({ id: ids.ownChat }),
    body: () => ({ comment: 'An edited matrix message.' }),
  },
  'GET /comments': { access: 'signed-in', query: (ids) => ({ module_id: ids.viewedModule }) },
  'POST /comments': {
    access: 'signed-in',
    body: (ids) => ({ module_id: ids.viewedModule, message: 'A matrix comment.' }),
  },
  'PUT /comments/{id}': {
    access: 'owner-only',
    params: (ids) => ({ id: ids.ownComment }),
    body: () => ({ message: 'An edited comment.' }),
  },
  'DELETE /comments/{id}': { access: 'admin-only', params: (ids) => ({ id: ids.commentToDelete }) },
  // A batch of queued writes: each write is checked as its own request would be (a comment here).
  'POST /writes/batch': {
    access: 'signed-in',
    body: (ids) => ({
      writes: [
        {
          key: `matrix-${randomUUID()}`,
          method: 'POST',
          path: '/comments',
          body: { module_id: ids.viewedModule, message: 'A batched matrix comment.' },
        },
      ],
    }),
  },
};
