import type { Rule } from './authz-access';
import type { AuthzWorld } from './authz-world';

/** When the matrix books a session: nine days from now, at 16:00 UTC. */
const SCHEDULE_AT = (() => {
  const at = new Date(Date.now() + 9 * 24 * 3600_000);
  at.setUTCHours(16, 0, 0, 0);
  return at;
})();
const pad = (n: number) => String(n).padStart(2, '0');
/** Puts the owner back under their mentor after an allowed removal (later rows need the link). */
const relink = async ({ server, ids }: AuthzWorld) => {
  await server.api.ctx.db
    .insertInto('mentor_learners')
    .values({ mentor_id: ids.ownMentor, learner_id: ids.owner, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
};

/**
 * Who may call the mentor's operations on their learners, and the sessions between a learner and their
 * mentor (see authz-table.ts).
 */
export const MENTOR_AUTHZ: Record<string, Rule> = {
  'GET /users/learners': { access: 'mentor-only' },
  'GET /users/learners/{id}': {
    access: 'mentor-of-subject',
    params: (ids) => ({ id: ids.owner }),
    viaMentee: true,
  },
  'GET /users/learners/{id}/modules': {
    access: 'mentor-of-subject',
    params: (ids) => ({ id: ids.owner }),
    viaMentee: true,
  },
  'GET /users/learners/{id}/modules/{moduleId}': {
    access: 'mentor-of-subject',
    params: (ids) => ({ id: ids.owner, moduleId: ids.viewedModule }),
    viaMentee: true,
  },
  'GET /users/learners/{id}/projects': {
    access: 'mentor-of-subject',
    params: (ids) => ({ id: ids.owner }),
    viaMentee: true,
  },
  'GET /users/user-projects/{id}': {
    access: 'project-participants',
    params: (ids) => ({ id: ids.submittedProject }),
    viaMentee: true,
  },
  'DELETE /users/learners/{id}': {
    access: 'own-mentor-only',
    params: (ids) => ({ id: ids.owner }),
    restore: relink,
  },
  'PATCH /users/learners/bulk-remove': {
    access: 'own-mentor-only',
    body: (ids) => ({ ids: [ids.owner] }),
    restore: relink,
  },
  'POST /users/invite': { access: 'mentor-only', body: () => ({ email: 'friend@example.test' }) },
  'GET /users/{id}/interest-cloud': {
    access: 'subject-or-mentor',
    params: (ids) => ({ id: ids.owner }),
    viaMentee: true,
  },
  'GET /users/{id}/career-recommendation': {
    access: 'subject-or-mentor',
    params: (ids) => ({ id: ids.owner }),
    viaMentee: true,
  },
  'GET /users/sessions': { access: 'signed-in' },
  // Between the owner and their mentor: either of them books it; the FREE learner's package has no sessions.
  'POST /users/sessions': {
    access: 'self-or-own-mentor',
    body: (ids) => ({
      learner_id: ids.owner,
      mentor_id: ids.ownMentor,
      date: `${pad(SCHEDULE_AT.getUTCDate())}-${pad(SCHEDULE_AT.getUTCMonth() + 1)}-${SCHEDULE_AT.getUTCFullYear()}`,
      time: `${SCHEDULE_AT.getUTCHours()}:00`,
      scheduled_on: SCHEDULE_AT.toISOString(),
    }),
  },
  'PATCH /users/sessions/{id}': {
    access: 'self-or-own-mentor',
    params: (ids) => ({ id: ids.session }),
    body: () => ({ status: 'CANCELLED' }),
    restore: async ({ server, ids }) => {
      await server.api.ctx.db
        .updateTable('mentor_sessions')
        .set({ status: 'SCHEDULED' })
        .where('id', '=', ids.session)
        .execute();
    },
  },
};
