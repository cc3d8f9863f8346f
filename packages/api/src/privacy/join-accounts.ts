import { type Kysely, sql } from 'kysely';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { type PersonalFile, personalFiles } from './personal-files';
import { USER_REFERENCES, type UserReference } from './user-references';

/** What a join moved and removed (the privacy event records the counts, never whose). */
export interface JoinSummary {
  moved: number;
  removed: number;
}

// biome-ignore lint/suspicious/noExplicitAny: each reference names its own table and columns.
type AnyDb = Kysely<any>;

/**
 * Joins an LMS's or partner's account (`fromId`) into the person's own account (`intoId`), once that account's
 * owner confirmed it (issue 43): in one transaction, every row of the joined account moves to the own account
 * as USER_REFERENCES says (`join`): its LMS and partner identities (so the LMS opens the own account from now
 * on), its courses, progress, answers, projects, points, activity (the dashboard's totals follow, by their
 * triggers), notifications, packages and orders; where the own account already has the same (a module's
 * progress, a rating, a certificate), the own account's stays. The LTI tool moves its own rows (the
 * `user-joining` event: launch contexts, so scores still reach the LMS). What is left of the joined account
 * (its sessions, links, widget settings, the rows the own account had already) is removed with it; its
 * sessions end. Its files left behind (its photo, a project's documents the own account had already) are
 * removed from the storage after the commit.
 */
export async function joinAccounts(ctx: ApiContext, fromId: number, intoId: number): Promise<JoinSummary> {
  const now = isoNow(ctx.now);
  let leftover: PersonalFile[] = [];
  let afterCommit = () => {};
  const summary = await ctx.db.transaction().execute(async (trx) => {
    const role = await trx
      .selectFrom('users')
      .select('role')
      .where('id', '=', fromId)
      .executeTakeFirstOrThrow();
    afterCommit = await ctx.events.emit('user-joining', { fromUserId: fromId, intoUserId: intoId }, trx);
    let moved = 0;
    for (const ref of USER_REFERENCES)
      if (ref.join === 'move') moved += await moveRows(trx, ref, fromId, intoId);
    leftover = await personalFiles(trx, fromId);
    const removed = await removeRest(trx, fromId);
    await trx
      .insertInto('privacy_events')
      .values({
        kind: 'JOIN',
        requested_by: 'SELF',
        role: role.role,
        rows: moved + removed,
        files: 0,
        created_at: now,
      })
      .execute();
    return { moved, removed };
  });
  afterCommit();
  const kept = new Set((await personalFiles(ctx.db, intoId)).map((f) => f.key));
  for (const file of leftover.filter((f) => !kept.has(f.key)))
    await ctx.storage.remove(file.key).catch(() => undefined);
  return summary;
}

/** Moves one reference's rows; answers how many. A row the own account already has (its `unique`) stays. */
async function moveRows(trx: AnyDb, ref: UserReference, fromId: number, intoId: number): Promise<number> {
  const { table, column } = ref;
  const clash = (others: string[]) =>
    sql<boolean>`exists (select 1 from ${sql.table(table)} mine where mine.${sql.ref(column)} = ${intoId} and ${sql.join(
      others.map((c) => sql`mine.${sql.ref(c)} = ${sql.table(table)}.${sql.ref(c)}`),
      sql` and `,
    )})`;
  const unique = [...(ref.unique ?? [])];
  if (ref.reinsert) {
    const rows = await trx.selectFrom(table).selectAll().where(column, '=', fromId).execute();
    for (const row of rows)
      await trx
        .insertInto(table)
        .values({ ...row, [column]: intoId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    await trx.deleteFrom(table).where(column, '=', fromId).execute();
    return rows.length;
  }
  let query = trx
    .updateTable(table)
    .set({ [column]: intoId })
    .where(column, '=', fromId);
  if (unique.length) query = query.where(({ not }) => not(clash(unique)));
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/** The rows still naming the joined account (what the own account had already, its own sessions), then it. */
async function removeRest(trx: AnyDb, fromId: number): Promise<number> {
  let removed = 0;
  for (const ref of USER_REFERENCES) {
    if (ref.table === 'users') continue;
    const gone = await trx.deleteFrom(ref.table).where(ref.column, '=', fromId).executeTakeFirst();
    removed += Number(gone.numDeletedRows);
  }
  await trx.deleteFrom('public_likes').where('visitor', '=', `user:${fromId}`).execute();
  await trx.updateTable('users').set({ parent_id: null }).where('parent_id', '=', fromId).execute();
  const user = await trx.deleteFrom('users').where('id', '=', fromId).executeTakeFirst();
  return removed + Number(user.numDeletedRows);
}
