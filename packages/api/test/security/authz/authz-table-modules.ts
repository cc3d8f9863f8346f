import { GATE_MESSAGES } from '@modkit/sdk/rules';
import type { Rule } from './authz-access';

/** The business answer to progress on a module the caller was not assigned (it reveals nothing). */
const notAssigned = { status: 400, message: GATE_MESSAGES.notAssigned };

/**
 * Who may call the module operations: search, the learner's modules and their progress, likes, ratings,
 * and the modules' projects (see authz-table.ts).
 */
export const MODULES_AUTHZ: Record<string, Rule> = {
  'GET /modules/search': { access: 'signed-in', query: () => ({ keyword: 'the' }) },
  'GET /modules/auth/{id}': {
    access: 'signed-in',
    params: (ids) => ({ id: ids.assignedModule }),
    query: () => ({ include: 'projects,tabs' }),
  },
  'GET /modules/my-modules': { access: 'signed-in' },
  'GET /modules/my-modules/{id}': { access: 'owner-only', params: (ids) => ({ id: ids.assignedModule }) },
  'GET /modules/my-viewed-modules': { access: 'signed-in' },
  'GET /modules/embed-card-details': {
    access: 'signed-in',
    query: (ids) => ({ module_id: ids.assignedModule }),
  },
  'GET /modules/feature-questions/random': { access: 'signed-in' },
  'POST /modules/{id}/tabs': {
    access: 'signed-in',
    params: (ids) => ({ id: ids.assignedModule }),
    body: () => ({ tab: 1 }),
  },
  // Assigning to the owner (user_id): the owner themself, or their mentor.
  'POST /modules/assign': {
    access: 'self-or-own-mentor',
    body: (ids) => ({ modules: [ids.assignedModule], user_id: ids.owner }),
  },
  'POST /modules/{id}/like': { access: 'signed-in', params: (ids) => ({ id: ids.viewedModule }) },
  'PATCH /modules/my-modules/{id}/completed_percentage': {
    access: 'owner-only',
    params: (ids) => ({ id: ids.assignedModule }),
    body: () => ({ completed_percentage: 10, completed_tab: 0 }),
    refusal: notAssigned,
  },
  'POST /modules/my-modules/{id}/submit-reflection-question': {
    access: 'owner-only',
    params: (ids) => ({ id: ids.assignedModule }),
    body: () => ({ reflection_question_answer: 'A matrix answer.' }),
    refusal: notAssigned,
  },
  'PATCH /modules/{id}/update-view-count': {
    access: 'signed-in',
    params: (ids) => ({ id: ids.viewedModule }),
  },
  'POST /modules/{id}/rating': {
    access: 'signed-in',
    params: (ids) => ({ id: ids.viewedModule }),
    body: (ids) => ({ module_id: ids.viewedModule, score: 10 }),
  },
  'GET /modules/{id}/projects': { access: 'package-gated', params: (ids) => ({ id: ids.viewedModule }) },
  'POST /modules/{id}/projects': {
    access: 'admin-only',
    params: (ids) => ({ id: ids.spareModule }),
    body: () => ({ name: 'Matrix project', type: 'MINI_PROJECT' }),
  },
  'PATCH /modules/{module_id}/projects/{id}': {
    access: 'admin-only',
    params: (ids) => ({ module_id: ids.spareModule, id: ids.projectToEdit }),
    body: () => ({ name: 'Matrix project, edited' }),
  },
  'DELETE /modules/{module_id}/projects/{id}': {
    access: 'admin-only',
    params: (ids) => ({ module_id: ids.spareModule, id: ids.projectToDelete }),
  },
};
