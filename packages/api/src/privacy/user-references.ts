import type { Database } from '../db/schema';

/**
 * Every column of the api's tables that names a user, and what an erasure does with its rows. An export
 * reads the rows of each (the person's own data); an erasure:
 * - `delete`: removes them (the person's own records; most also go by the foreign key's cascade);
 * - `reassign`: keeps them under the "Deleted user" account (what others wrote with the person stays
 *   readable: the discussion under a module, chats on another learner's project, a mentor's sessions);
 * - `detach`: clears the column (a mentee's super mentor, who assigned a learner's module);
 * - `receipt`: a paid order keeps what a receipt needs under the "Deleted user" (unpaid ones go).
 * `test/privacy/privacy-erasure.test.ts` checks that every foreign key to `users` in the database is listed here,
 * so a new table cannot be forgotten.
 */
type ErasureAction = 'delete' | 'reassign' | 'detach' | 'receipt';

/**
 * What joining an LMS's or partner's account into the person's own account does with its rows:
 * - `move`: they become the other account's; where `unique` names the rest of a unique key (a module's
 *   progress, a rating, a certificate of a collection …), the own account's row is kept and the joined
 *   account's goes; `reinsert` moves rows by inserting them anew and deleting the old (a table whose
 *   triggers count inserts and deletes only: the mentor links);
 * - `delete`: they go with the joined account (its sessions, links, its widget settings).
 */
type JoinAction = 'move' | 'delete';

export interface UserReference {
  table: keyof Database;
  column: string;
  erasure: ErasureAction;
  join: JoinAction;
  unique?: readonly string[];
  reinsert?: boolean;
}

export const USER_REFERENCES: readonly UserReference[] = [
  { table: 'users', column: 'id', erasure: 'delete', join: 'delete' },
  { table: 'users', column: 'parent_id', erasure: 'detach', join: 'move' },
  { table: 'user_tokens', column: 'user_id', erasure: 'delete', join: 'delete' },
  { table: 'user_logins', column: 'user_id', erasure: 'delete', join: 'move' },
  { table: 'user_packages', column: 'user_id', erasure: 'delete', join: 'move' },
  { table: 'user_modules', column: 'user_id', erasure: 'delete', join: 'move', unique: ['module_id'] },
  { table: 'user_modules', column: 'assigned_by', erasure: 'detach', join: 'move' },
  { table: 'user_projects', column: 'user_id', erasure: 'delete', join: 'move', unique: ['project_id'] },
  { table: 'chats', column: 'user_id', erasure: 'reassign', join: 'move' },
  { table: 'comments', column: 'user_id', erasure: 'reassign', join: 'move' },
  { table: 'bookmarks', column: 'user_id', erasure: 'delete', join: 'move', unique: ['module_id'] },
  { table: 'module_ratings', column: 'user_id', erasure: 'delete', join: 'move', unique: ['module_id'] },
  { table: 'module_views', column: 'user_id', erasure: 'delete', join: 'move' },
  { table: 'certificates', column: 'user_id', erasure: 'delete', join: 'move', unique: ['collection_id'] },
  { table: 'notifications', column: 'user_id', erasure: 'delete', join: 'move' },
  { table: 'activity_logs', column: 'user_id', erasure: 'delete', join: 'move' },
  {
    table: 'points_ledger',
    column: 'user_id',
    erasure: 'delete',
    join: 'move',
    unique: ['action', 'ref_id'],
  },
  {
    table: 'mentor_learners',
    column: 'mentor_id',
    erasure: 'delete',
    join: 'move',
    unique: ['learner_id'],
    reinsert: true,
  },
  {
    table: 'mentor_learners',
    column: 'learner_id',
    erasure: 'delete',
    join: 'move',
    unique: ['mentor_id'],
    reinsert: true,
  },
  { table: 'user_interests', column: 'user_id', erasure: 'delete', join: 'move', unique: ['category_id'] },
  { table: 'upgrade_requests', column: 'user_id', erasure: 'delete', join: 'move' },
  { table: 'push_subscriptions', column: 'user_id', erasure: 'delete', join: 'move' },
  { table: 'mentor_sessions', column: 'mentor_id', erasure: 'reassign', join: 'move' },
  { table: 'mentor_sessions', column: 'learner_id', erasure: 'reassign', join: 'move' },
  { table: 'dashboard_access', column: 'user_id', erasure: 'delete', join: 'delete' },
  { table: 'orders', column: 'user_id', erasure: 'receipt', join: 'move' },
  { table: 'lti_identities', column: 'user_id', erasure: 'delete', join: 'move' },
  {
    table: 'lti_context_members',
    column: 'user_id',
    erasure: 'delete',
    join: 'move',
    unique: ['context_id'],
  },
  { table: 'account_joins', column: 'from_user_id', erasure: 'delete', join: 'delete' },
  { table: 'account_joins', column: 'into_user_id', erasure: 'delete', join: 'delete' },
  { table: 'idempotency_keys', column: 'user_id', erasure: 'delete', join: 'delete' },
  { table: 'module_mark_times', column: 'user_id', erasure: 'delete', join: 'move', unique: ['module_id'] },
  { table: 'reflection_answer_history', column: 'user_id', erasure: 'delete', join: 'move' },
];

/** The "Deleted user": the one account that keeps what erased people wrote with others. */
export const DELETED_USER = {
  email: 'deleted-user@modkit.invalid',
  first_name: 'Deleted',
  last_name: 'user',
  role: 'DELETED',
} as const;
