import { isProvisionedAddress, SCHOOL_ADDRESS_REFUSALS } from '@modkit/sdk/rules';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import type { UserRow } from '../http/guards/authenticate';
import { badRequest, notFound } from '../http/http-error';
import { joinAccounts } from '../privacy/join-accounts';

/** The answers of the join calls (our texts). */
const ACCOUNT_JOIN_MESSAGES = {
  joined: (from: string) =>
    `The accounts are joined: this account now has the other account's progress, and ${from} opens it from now on.`,
  declined: 'The request was declined: the accounts stay apart.',
  notJoinable: SCHOOL_ADDRESS_REFUSALS.notJoinable,
} as const;

/** The requests waiting for the signed-in account's owner: another account of theirs to join into this one. */
export async function pendingJoins(ctx: ApiContext, user: UserRow) {
  const rows = await ctx.db
    .selectFrom('account_joins as j')
    .innerJoin('users as u', 'u.id', 'j.from_user_id')
    .select([
      'j.id',
      'j.email',
      'j.created_at',
      'j.expires_at',
      'u.first_name',
      'u.last_name',
      'u.contact_email_source',
    ])
    .where('j.into_user_id', '=', user.id)
    .where('j.expires_at', '>', isoNow(ctx.now))
    .orderBy('j.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    from: r.contact_email_source,
    full_name: `${r.first_name} ${r.last_name}`.trim(),
    created_at: r.created_at,
    expires_at: r.expires_at,
  }));
}

async function joinRequest(ctx: ApiContext, user: UserRow, id: number) {
  const join = await ctx.db
    .selectFrom('account_joins')
    .selectAll()
    .where('id', '=', id)
    .where('into_user_id', '=', user.id)
    .where('expires_at', '>', isoNow(ctx.now))
    .executeTakeFirst();
  if (!join) throw notFound();
  return join;
}

/**
 * The signed-in account's owner confirms: the other account (an LMS's or partner's, whose learner proved to
 * read this account's address) joins into this one (`privacy/join-accounts.ts`). Only accounts of the same
 * role, and only while the other one still has no address of its own.
 */
export async function confirmJoin(ctx: ApiContext, user: UserRow, id: number): Promise<string> {
  const join = await joinRequest(ctx, user, id);
  const from = await ctx.db
    .selectFrom('users')
    .select(['id', 'role', 'email', 'contact_email_source'])
    .where('id', '=', join.from_user_id)
    .executeTakeFirstOrThrow();
  if (from.role !== user.role || !isProvisionedAddress(from.email))
    throw badRequest(ACCOUNT_JOIN_MESSAGES.notJoinable);
  await joinAccounts(ctx, from.id, user.id);
  return ACCOUNT_JOIN_MESSAGES.joined(from.contact_email_source ?? 'your school');
}

/** The signed-in account's owner declines: the request goes, the accounts stay apart. */
export async function declineJoin(ctx: ApiContext, user: UserRow, id: number): Promise<string> {
  const join = await joinRequest(ctx, user, id);
  await ctx.db.deleteFrom('account_joins').where('id', '=', join.id).execute();
  return ACCOUNT_JOIN_MESSAGES.declined;
}
