import { createECDH, randomBytes } from 'node:crypto';
import { GATE_MESSAGES } from '@modkit/sdk/rules';
import { PARTNER_AND_ADMIN_AUTHZ } from './authz-table-admin';
import type { AuthzIds, AuthzWorld, Caller } from './authz-world';

/**
 * Who may call each documented operation, declared once per operation. The matrix test
 * (security-authz-matrix.test.ts) walks `/api/openapi.json` and fails for an operation missing here.
 *
 * Outcomes a caller can be expected to see:
 * - `granted`: 2xx.
 * - `ok`: past authorization: 2xx, or a 4xx that is not 401/403/404 (a validation or business answer).
 * - `unauthorized`: 401 (no, tampered or revoked token).
 * - `forbidden`: 403 (a role or package that may not).
 * - `hidden`: 404 (someone else's record, not confirmed to exist).
 * - `refused`: 403 or 404 (or the operation's declared `refusal`).
 */
export type Outcome = 'granted' | 'ok' | 'unauthorized' | 'forbidden' | 'hidden' | 'refused';

const signedOut = { none: 'unauthorized', tampered: 'unauthorized', revoked: 'unauthorized' } as const;
const everyone = (outcome: Outcome) =>
  ({
    owner: outcome,
    otherLearner: outcome,
    freeLearner: outcome,
    foreignMentor: outcome,
    ownMentor: outcome,
    superMentor: outcome,
    admin: outcome,
  }) as const;

/** The access categories, read from the routes: each maps every caller to the outcome it must see. */
export const ACCESS = {
  /** No token read: anyone, a broken token too (it is ignored). */
  public: { none: 'ok', tampered: 'ok', revoked: 'ok', ...everyone('ok') },
  /** Anonymous callers pass; a token that is sent is checked (the like pages). */
  'public-token-checked': {
    none: 'ok',
    tampered: 'unauthorized',
    revoked: 'unauthorized',
    ...everyone('ok'),
  },
  /** Any signed-in user, on their own data. */
  'signed-in': { ...signedOut, ...everyone('ok') },
  /** Any signed-in user whose package opens it: the FREE learner is refused, staff have no package. */
  'package-gated': { ...signedOut, ...everyone('ok'), freeLearner: 'forbidden' },
  /** Learners only (on their own data). */
  'learner-only': {
    ...signedOut,
    ...everyone('forbidden'),
    owner: 'ok',
    otherLearner: 'ok',
    freeLearner: 'ok',
  },
  /** Mentors and super mentors, on their own data. */
  'mentor-only': {
    ...signedOut,
    ...everyone('forbidden'),
    foreignMentor: 'ok',
    ownMentor: 'ok',
    superMentor: 'ok',
  },
  /** Super mentors only (the path names their own mentee, the owner's mentor). */
  'super-mentor-only': { ...signedOut, ...everyone('forbidden'), superMentor: 'granted' },
  /** A partner's server with its key (no user token is read): every user token is refused. */
  'partner-key-only': { ...signedOut, ...everyone('unauthorized') },
  /** Administrators only. */
  'admin-only': { ...signedOut, ...everyone('forbidden'), admin: 'granted' },
  /** A record of the owner's: nobody else reads or changes it. */
  'owner-only': { ...signedOut, ...everyone('refused'), owner: 'granted' },
  /** The owner, or their mentor acting for them; nobody else. */
  'self-or-own-mentor': { ...signedOut, ...everyone('refused'), owner: 'granted', ownMentor: 'granted' },
  /** A submitted project's people: its learner, their mentor and that mentor's super mentor; others 404. */
  'project-participants': {
    ...signedOut,
    ...everyone('hidden'),
    owner: 'granted',
    ownMentor: 'granted',
    superMentor: 'granted',
  },
  /** Mentor scope (README: 404, not 403, for another school's learner): the owner's mentor and super mentor. */
  'mentor-of-subject': {
    ...signedOut,
    ...everyone('forbidden'),
    foreignMentor: 'hidden',
    ownMentor: 'granted',
    superMentor: 'granted',
  },
  /** Mentor scope, and the learner about themself. */
  'subject-or-mentor': {
    ...signedOut,
    ...everyone('forbidden'),
    owner: 'granted',
    foreignMentor: 'hidden',
    ownMentor: 'granted',
    superMentor: 'granted',
  },
  /** Only the owner's own mentor (the link is theirs to remove); other mentors 404. */
  'own-mentor-only': {
    ...signedOut,
    ...everyone('forbidden'),
    foreignMentor: 'hidden',
    ownMentor: 'granted',
    superMentor: 'hidden',
  },
} satisfies Record<string, Record<Caller, Outcome>>;
export type Access = keyof typeof ACCESS;

type Values = Record<string, string | number>;
export interface Rule {
  access: Access;
  /** Path parameters (every `{param}` of the path needs one). */
  params?: (ids: AuthzIds) => Values;
  query?: (ids: AuthzIds) => Values;
  /** A JSON body, or the fields of a multipart body for multipart operations. */
  body?: (ids: AuthzIds) => unknown;
  /** The super mentor reads through their mentee: `mentorId` (the owner's mentor) is added to the query. */
  viaMentee?: true;
  /** A refusal this operation answers besides 403/404 (a business answer that reveals nothing). */
  refusal?: { status: number; message: string };
  /** The operation revokes the token it is called with: each call gets a fresh one. */
  freshToken?: string;
  /** Undoes an allowed call's change that later rows need (runs after each allowed call). */
  restore?: (world: AuthzWorld) => Promise<void>;
  /** Why the allowed calls are not made (destructive); the refused ones still are. */
  skipAllowed?: string;
}

const SCHEDULE_AT = (() => {
  const at = new Date(Date.now() + 9 * 24 * 3600_000);
  at.setUTCHours(16, 0, 0, 0);
  return at;
})();
/** A browser's push keys; the endpoint is a documentation address, refused by the push sender before any network. */
const browser = createECDH('prime256v1');
browser.generateKeys();
const PUSH_SUBSCRIPTION = {
  endpoint: 'https://192.0.2.1/matrix-push',
  keys: { p256dh: browser.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
};
const pad = (n: number) => String(n).padStart(2, '0');
const notAssigned = { status: 400, message: GATE_MESSAGES.notAssigned };
const relink = async ({ server, ids }: AuthzWorld) => {
  await server.api.ctx.db
    .insertInto('mentor_learners')
    .values({ mentor_id: ids.ownMentor, learner_id: ids.owner, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
};

/** One row per operation of `/api/openapi.json`, keyed `METHOD /path`. */
export const AUTHZ: Record<string, Rule> = {
  'GET /health': { access: 'public' },
  'GET /ready': { access: 'public' },
  'POST /auth/signup': { access: 'public', body: () => ({ first_name: 'Matrix' }) },
  'POST /auth/login': { access: 'public', body: () => ({ email: 'nobody@modkit.test' }) },
  'POST /auth/instant-signup': { access: 'public', body: () => ({ first_name: 'Matrix' }) },
  'POST /auth/logout': {
    access: 'signed-in',
    body: () => ({ machine_id: 'matrix' }),
    freshToken: 'logout revokes the token it is called with',
  },
  'POST /auth/forget-password': { access: 'public', body: () => ({ email: 'nobody@modkit.test' }) },
  'POST /auth/reset-password/{token}': {
    access: 'public',
    params: () => ({ token: 'not-a-reset-token' }),
    body: () => ({ password: 'Matrix-pass-1', password_confirmation: 'Matrix-pass-1' }),
  },
  'POST /auth/verify': {
    access: 'public',
    body: () => ({ activationToken: 'not-a-token', email: 'nobody@modkit.test' }),
  },
  'GET /auth/resend-varification-link': { access: 'signed-in' },
  'GET /auth/providers': { access: 'public' },
  'POST /auth/google': { access: 'public', body: () => ({ accessToken: 'x' }) },
  'POST /auth/facebook': { access: 'public', body: () => ({ accessToken: 'x' }) },
  'POST /auth/linkedin': { access: 'public', body: () => ({ accessToken: 'x' }) },
  'GET /users/profile': { access: 'signed-in' },
  'PATCH /users/profile': { access: 'signed-in', body: () => ({}) },
  'GET /users/total-points': { access: 'signed-in' },
  'GET /users/notifications': { access: 'signed-in' },
  'PATCH /users/notifications': { access: 'signed-in' },
  'GET /users/activity-log': { access: 'package-gated' },
  'POST /users/activity-log': { access: 'package-gated', body: () => ({ min: 5 }) },
  'GET /users/activity-log/activity': { access: 'package-gated' },
  'GET /users/bookmarks': { access: 'signed-in' },
  'POST /users/bookmarks': { access: 'signed-in', body: (ids) => ({ module_id: ids.spareModule }) },
  'DELETE /users/bookmarks/{id}': { access: 'owner-only', params: (ids) => ({ id: ids.bookmarkToDelete }) },
  'GET /users/liked-modules': { access: 'signed-in' },
  'GET /users/packages': { access: 'signed-in' },
  'GET /users/mentor-details/{value}': { access: 'signed-in', params: (ids) => ({ value: ids.invitation }) },
  // Joining the owner (not oneself) to the mentor: the owner re-joins (a no-op); other learners get 400.
  'POST /users/assign-mentor': {
    access: 'learner-only',
    body: (ids) => ({ learners: [ids.owner], mentors: [ids.ownMentor], invitation: ids.invitation }),
  },
  'GET /users/invitation': { access: 'mentor-only' },
  'GET /users/my-mentors': { access: 'learner-only' },
  'POST /users/mentor-upgrade': { access: 'mentor-only', body: () => ({ message: 'More modules, please.' }) },
  'POST /users/upgrade-request': { access: 'signed-in', body: () => ({ message: 'Unlimited, please.' }) },
  'POST /users/check-location': { access: 'signed-in', body: () => ({ latitude: 10, longitude: 10 }) },
  'POST /users/notification-subscribe': {
    access: 'signed-in',
    body: () => PUSH_SUBSCRIPTION,
  },
  'GET /push/public-key': { access: 'public' },
  'GET /users/my-list': { access: 'signed-in' },
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
  ...PARTNER_AND_ADMIN_AUTHZ,
  'DELETE /modules/{module_id}/projects/{id}': {
    access: 'admin-only',
    params: (ids) => ({ module_id: ids.spareModule, id: ids.projectToDelete }),
  },
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
  'GET /recommendation-engine': { access: 'signed-in' },
  'GET /recommendation-engine/{id}': { access: 'subject-or-mentor', params: (ids) => ({ id: ids.owner }) },
  'GET /trending-modules': { access: 'signed-in' },
  'GET /careers': { access: 'signed-in' },
  'GET /careers/{id}': { access: 'signed-in', params: (ids) => ({ id: ids.career }) },
  'GET /categories': { access: 'signed-in' },
  'GET /categories/sub-categories': { access: 'public' },
  'GET /collections': { access: 'package-gated' },
  'GET /collections/{id}': { access: 'package-gated', params: (ids) => ({ id: ids.collection }) },
  'GET /certificates': { access: 'signed-in' },
  'GET /packages': { access: 'signed-in' },
  'GET /packages/{id}': { access: 'public', params: (ids) => ({ id: ids.package }) },
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
  // A wrong old password: the answer is a 422 past authorization, and no token is revoked.
  'PATCH /users/change-password': {
    access: 'signed-in',
    body: () => ({
      old_password: 'Not-the-password-1',
      password: 'Matrix-pass-2',
      password_confirmation: 'Matrix-pass-2',
    }),
  },
  'POST /orders': { access: 'signed-in', body: (ids) => ({ package_id: ids.paidPackage, currency: 'USD' }) },
  'GET /orders/{id}/verify': { access: 'owner-only', params: (ids) => ({ id: ids.order }) },
  'GET /orders/{id}/invoice': { access: 'owner-only', params: (ids) => ({ id: ids.order }) },
  'GET /users/subscriptions': { access: 'signed-in' },
  'POST /enquiries': { access: 'public', body: () => ({}) },
  'POST /enquiries/mentor': { access: 'public', body: () => ({}) },
  'POST /likes/school-project/{id}': {
    access: 'public-token-checked',
    params: () => ({ id: 7 }),
    body: () => ({ ACTION: 'LIKE' }),
  },
  'POST /likes/blog/{id}': {
    access: 'public-token-checked',
    params: () => ({ id: 7 }),
    body: () => ({ ACTION: 'LIKE' }),
  },
};
