import { type Kysely, sql } from 'kysely';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../http/http-error';
import { deletedUserId } from './deleted-user';
import { personalFiles } from './personal-files';
import { scrubSqliteFiles } from './sqlite-scrub';
import { DELETED_USER, USER_REFERENCES } from './user-references';

const LAST_ADMIN_MESSAGE =
  'You are the only administrator: make another account an administrator before deleting this one.';
export const DELETED_USER_NAME = `${DELETED_USER.first_name} ${DELETED_USER.last_name}`;

/** What an erasure removed (the privacy event records these counts, never whose they were). */
export interface ErasureSummary {
  rows: number;
  files: number;
}

type Person = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: string;
};

/**
 * Erases a person: their stored files first (nothing changes in the database while the storage cannot be
 * reached), then in one transaction every row of theirs, what others wrote with them kept under "Deleted
 * user", their name and address taken out of other people's notifications and mail, and a privacy event
 * without personal data. On SQLite the write-ahead log is then checkpointed and truncated so that, with
 * `secure_delete` on, the database files no longer hold the erased bytes.
 */
export async function eraseAccount(
  ctx: ApiContext,
  userId: number,
  requestedBy: 'SELF' | 'ADMIN',
): Promise<ErasureSummary> {
  const person = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'phone', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!person || person.email === DELETED_USER.email) throw notFound();
  await assertNotLastAdmin(ctx.db, person);
  const files = await personalFiles(ctx.db, userId);
  for (const file of files) await ctx.storage.remove(file.key);
  const now = isoNow(ctx.now);
  let afterCommit = () => {};
  const rows = await ctx.db.transaction().execute(async (trx) => {
    const identities = await trx
      .selectFrom('lti_identities')
      .select(['issuer', 'subject'])
      .where('user_id', '=', userId)
      .execute();
    afterCommit = await ctx.events.emit('user-erasing', { userId, identities }, trx);
    const changed = await eraseRows(trx, person, now, ctx.dialect);
    await trx
      .insertInto('privacy_events')
      .values({
        kind: 'ERASURE',
        requested_by: requestedBy,
        role: person.role,
        rows: changed,
        files: files.length,
        created_at: now,
      })
      .execute();
    return changed;
  });
  afterCommit();
  if (ctx.dialect === 'sqlite') await scrubSqliteFiles(ctx);
  return { rows, files: files.length };
}

async function assertNotLastAdmin(db: Kysely<Database>, person: Person): Promise<void> {
  if (person.role !== 'ADMIN') return;
  const other = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'ADMIN')
    .where('status', '=', 'ACTIVE')
    .where('id', '!=', person.id)
    .executeTakeFirst();
  if (!other) throw badRequest(LAST_ADMIN_MESSAGE);
}

/** Every row of the person, in the erasure's transaction; answers how many rows it removed or changed. */
async function eraseRows(
  trx: Kysely<Database>,
  person: Person,
  now: string,
  dialect: ApiContext['dialect'],
): Promise<number> {
  const ghost = await deletedUserId(trx, now);
  let changed = await keepReceipts(trx, person.id, ghost);
  changed += await scrubOthersText(trx, person, dialect);
  for (const ref of USER_REFERENCES) {
    const table = ref.table as 'users';
    const column = ref.column as 'id';
    if (ref.erasure === 'reassign') {
      const moved = await trx
        .updateTable(table)
        .set({ [column]: ghost })
        .where(column, '=', person.id)
        .executeTakeFirst();
      changed += Number(moved.numUpdatedRows);
    } else if (ref.erasure === 'detach') {
      const cleared = await trx
        .updateTable(table)
        .set({ [column]: null } as never)
        .where(column, '=', person.id)
        .executeTakeFirst();
      changed += Number(cleared.numUpdatedRows);
    }
  }
  // Sessions counted against the erased learner's package no longer point at it.
  await trx
    .updateTable('mentor_sessions')
    .set({ user_package_id: null })
    .where('learner_id', '=', ghost)
    .execute();
  for (const ref of USER_REFERENCES) {
    if (ref.erasure !== 'delete' || ref.table === 'users') continue;
    const table = ref.table as 'bookmarks';
    const removed = await trx
      .deleteFrom(table)
      .where(ref.column as 'user_id', '=', person.id)
      .executeTakeFirst();
    changed += Number(removed.numDeletedRows);
  }
  changed += await removeByAddress(trx, person, dialect);
  const removed = await trx.deleteFrom('users').where('id', '=', person.id).executeTakeFirst();
  return changed + Number(removed.numDeletedRows);
}

/** A paid order keeps the sale (package, amount, currency, coupon, dates, payment references); unpaid ones go. */
async function keepReceipts(trx: Kysely<Database>, userId: number, ghost: number): Promise<number> {
  const kept = await trx
    .updateTable('orders')
    .set({ user_id: ghost, invoice_path: null, checkout_url: null })
    .where('user_id', '=', userId)
    .where('paid_at', 'is not', null)
    .executeTakeFirst();
  const dropped = await trx.deleteFrom('orders').where('user_id', '=', userId).executeTakeFirst();
  return Number(kept.numUpdatedRows) + Number(dropped.numDeletedRows);
}

/**
 * Rows found by the person's address or id text rather than a column: mail, one-time links by e-mail, enquiries,
 * likes, rate limits.
 */
async function removeByAddress(
  trx: Kysely<Database>,
  person: Person,
  dialect: ApiContext['dialect'],
): Promise<number> {
  const mail = await trx.deleteFrom('mail_outbox').where('to_address', '=', person.email).executeTakeFirst();
  const enquiries = await trx.deleteFrom('enquiries').where('email', '=', person.email).executeTakeFirst();
  const links = await trx.deleteFrom('email_links').where('email', '=', person.email).executeTakeFirst();
  const likes = await trx
    .deleteFrom('public_likes')
    .where('visitor', '=', `user:${person.id}`)
    .executeTakeFirst();
  let limits = 0;
  if (dialect === 'postgres') {
    // Login and reset attempts are counted per `address|e-mail` (rate-limiter-flexible's table, made on first use).
    const table = await sql<{ t: string | null }>`select to_regclass('rate_limits')::text as t`.execute(trx);
    if (table.rows[0]?.t) {
      const gone =
        await sql`delete from rate_limits where right(key, ${person.email.length + 1}) = ${`|${person.email}`}`.execute(
          trx,
        );
      limits = Number(gone.numAffectedRows ?? 0);
    }
  }
  return (
    Number(mail.numDeletedRows) +
    Number(links.numDeletedRows) +
    Number(enquiries.numDeletedRows) +
    Number(likes.numDeletedRows) +
    limits
  );
}

/**
 * Other people's notifications and mail that name the person (a learner joined, a session was scheduled,
 * an upgrade request to the team) say "Deleted user" instead of the name, address and phone.
 */
async function scrubOthersText(
  trx: Kysely<Database>,
  person: Person,
  dialect: ApiContext['dialect'],
): Promise<number> {
  const needles = [
    `${person.first_name} ${person.last_name}`.trim(),
    person.email,
    person.phone ?? '',
  ].filter((n) => n.length >= 3);
  const contains = (column: string, needle: string) =>
    dialect === 'postgres'
      ? sql<boolean>`strpos(${sql.ref(column)}, ${needle}) > 0`
      : sql<boolean>`instr(${sql.ref(column)}, ${needle}) > 0`;
  let changed = 0;
  for (const needle of needles) {
    const replaced = (column: string) =>
      sql<string>`replace(${sql.ref(column)}, ${needle}, ${DELETED_USER_NAME})`;
    const notes = await trx
      .updateTable('notifications')
      .set({ body: replaced('body') })
      .where(contains('body', needle))
      .executeTakeFirst();
    changed += Number(notes.numUpdatedRows);
    for (const column of ['subject', 'text', 'html'] as const) {
      const mails = await trx
        .updateTable('mail_outbox')
        .set({ [column]: replaced(column) })
        .where(contains(column, needle))
        .executeTakeFirst();
      changed += Number(mails.numUpdatedRows);
    }
  }
  return changed;
}
