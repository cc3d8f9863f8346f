import { type Kysely, sql } from 'kysely';

/**
 * Mail delivery over SMTP: the outbox rows become a queue that the servers' mail workers claim and send
 * (`sent_at`, `attempts`, `next_attempt_at`, `last_error`). Mail written before there was delivery is
 * marked as never to be sent: an old verification or reset link must not arrive months later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('sent_at', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('last_error', 'text').execute();
  await sql`update mail_outbox set next_attempt_at = created_at, sent_at = created_at, last_error = 'written before mail delivery existed'`.execute(
    db,
  );
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();
}
