import type { Rule } from './authz-access';

/** Who may call the super mentor's operations on their mentees and their dashboard (see authz-table.ts). */
export const SUPER_MENTOR_AUTHZ: Record<string, Rule> = {
  'GET /users/mentees': { access: 'super-mentor-only' },
  'GET /users/mentees/{id}': { access: 'super-mentor-only', params: (ids) => ({ id: ids.ownMentor }) },
  'GET /users/mentees/{id}/learners': {
    access: 'super-mentor-only',
    params: (ids) => ({ id: ids.ownMentor }),
  },
  'DELETE /users/mentees/{id}': {
    access: 'super-mentor-only',
    params: (ids) => ({ id: ids.ownMentor }),
    restore: async ({ server, ids }) => {
      await server.api.ctx.db
        .updateTable('users')
        .set({ parent_id: ids.superMentor })
        .where('id', '=', ids.ownMentor)
        .execute();
    },
  },
  'GET /users/mentees/{id}/activity': {
    access: 'super-mentor-only',
    params: (ids) => ({ id: ids.ownMentor }),
    query: () => ({ month: new Date().getUTCMonth() + 1, year: new Date().getUTCFullYear() }),
  },
  'GET /users/mentees/{id}/stats': { access: 'super-mentor-only', params: (ids) => ({ id: ids.ownMentor }) },
  'POST /users/supermentor-dashboard': { access: 'super-mentor-only', body: () => ({}) },
  'GET /users/school-grade': { access: 'super-mentor-only' },
};
