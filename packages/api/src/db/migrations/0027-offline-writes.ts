import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../dialect';

/**
 * Writes made offline:
 * - `idempotency_keys`: each write's key (sent as `Idempotency-Key`) per user, with the first answer (status
 *   and body), kept a day at least; the primary key makes the insert the claim, on every server of one
 *   database. `status` is null while the first request is answered (until `locked_until`).
 * - `comments.client_key`: a comment's key on its row, unique per author, so a comment sent twice is one row
 *   even when a server stops between the comment's commit and the key's answer.
 * - `module_mark_times`: the device's time of the last rating or like (or unlike) of a learner's module, so
 *   the mark made last wins, whichever arrives last.
 * - `user_modules.reflection_answered_at` and `reflection_answer_history`: the time of the answer made last,
 *   and the answers it replaced (or that arrived after it, made before it), kept for the learner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('locked_until', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .columns(['created_at'])
    .execute();

  await db.schema.alterTable('comments').addColumn('client_key', 'text').execute();
  await db.schema
    .createIndex('comments_client_key')
    .on('comments')
    .columns(['user_id', 'client_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('module_mark_times')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('acted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('module_mark_times_pk', ['user_id', 'module_id'])
    .execute();

  await db.schema.alterTable('user_modules').addColumn('reflection_answered_at', 'text').execute();
  await withId(db.schema.createTable('reflection_answer_history'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text', (c) => c.notNull())
    .addColumn('kept_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reflection_answer_history_user_module')
    .on('reflection_answer_history')
    .columns(['user_id', 'module_id'])
    .execute();
}

/** Back to 0026 (the bench's organisation goes back to 0022 to write a year of history before the totals). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reflection_answer_history').execute();
  await db.schema.alterTable('user_modules').dropColumn('reflection_answered_at').execute();
  await db.schema.dropTable('module_mark_times').execute();
  await db.schema.dropIndex('comments_client_key').execute();
  await db.schema.alterTable('comments').dropColumn('client_key').execute();
  await db.schema.dropTable('idempotency_keys').execute();
}
