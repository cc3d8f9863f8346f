import type { Database } from '../db/schema';

/**
 * Every column of the api's tables that names a user, and what an erasure does with its rows. An export
 * reads the rows of each (the person's own data); an erasure:
 * - `delete`: removes them (the person's own records; most also go by the foreign key's cascade);
 * - `reassign`: keeps them under the "Deleted user" account (what others wrote with the person stays
 *   readable: the discussion under a module, chats on another learner's project, a mentor's sessions);
 * - `detach`: clears the column (a mentee's super mentor, who assigned a learner's module);
 * - `receipt`: a paid order keeps what a receipt needs under the "Deleted user" (unpaid ones go).
 * `test/privacy-erasure.test.ts` checks that every foreign key to `users` in the database is listed here,
 * so a new table cannot be forgotten.
 */
export type ErasureAction = 'delete' | 'reassign' | 'detach' | 'receipt';

export interface UserReference {
  table: keyof Database;
  column: string;
  erasure: ErasureAction;
}

export const USER_REFERENCES: readonly UserReference[] = [
  { table: 'users', column: 'id', erasure: 'delete' },
  { table: 'users', column: 'parent_id', erasure: 'detach' },
  { table: 'user_tokens', column: 'user_id', erasure: 'delete' },
  { table: 'user_logins', column: 'user_id', erasure: 'delete' },
  { table: 'user_packages', column: 'user_id', erasure: 'delete' },
  { table: 'user_modules', column: 'user_id', erasure: 'delete' },
  { table: 'user_modules', column: 'assigned_by', erasure: 'detach' },
  { table: 'user_projects', column: 'user_id', erasure: 'delete' },
  { table: 'chats', column: 'user_id', erasure: 'reassign' },
  { table: 'comments', column: 'user_id', erasure: 'reassign' },
  { table: 'bookmarks', column: 'user_id', erasure: 'delete' },
  { table: 'module_ratings', column: 'user_id', erasure: 'delete' },
  { table: 'module_views', column: 'user_id', erasure: 'delete' },
  { table: 'certificates', column: 'user_id', erasure: 'delete' },
  { table: 'notifications', column: 'user_id', erasure: 'delete' },
  { table: 'activity_logs', column: 'user_id', erasure: 'delete' },
  { table: 'points_ledger', column: 'user_id', erasure: 'delete' },
  { table: 'mentor_learners', column: 'mentor_id', erasure: 'delete' },
  { table: 'mentor_learners', column: 'learner_id', erasure: 'delete' },
  { table: 'user_interests', column: 'user_id', erasure: 'delete' },
  { table: 'upgrade_requests', column: 'user_id', erasure: 'delete' },
  { table: 'push_subscriptions', column: 'user_id', erasure: 'delete' },
  { table: 'mentor_sessions', column: 'mentor_id', erasure: 'reassign' },
  { table: 'mentor_sessions', column: 'learner_id', erasure: 'reassign' },
  { table: 'dashboard_access', column: 'user_id', erasure: 'delete' },
  { table: 'orders', column: 'user_id', erasure: 'receipt' },
  { table: 'lti_identities', column: 'user_id', erasure: 'delete' },
  { table: 'lti_context_members', column: 'user_id', erasure: 'delete' },
  { table: 'idempotency_keys', column: 'user_id', erasure: 'delete' },
  { table: 'module_mark_times', column: 'user_id', erasure: 'delete' },
  { table: 'reflection_answer_history', column: 'user_id', erasure: 'delete' },
];

/** The "Deleted user": the one account that keeps what erased people wrote with others. */
export const DELETED_USER = {
  email: 'deleted-user@modkit.invalid',
  first_name: 'Deleted',
  last_name: 'user',
  role: 'DELETED',
} as const;
