import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

/** The tables as this migration reads them (frozen: later schema changes do not reach it). */
interface Tables {
  users: { id: number; email: string; password_hash: string | null; contact_email: string | null };
  lti_identities: { id: number; issuer: string; subject: string; user_id: number };
}

/** The sign-in address of a partner's or an LMS's account (a frozen copy of `provisionedAddress`). */
function placeholder(issuer: string, subject: string): string {
  const hash = createHash('sha256').update(`${issuer}\n${subject}`).digest('hex').slice(0, 24);
  return `lti-${hash}@lms.modkit.invalid`;
}

/**
 * A partner's or an LMS's address is contact data, never a claim on an account (security issue 23; the api
 * README, "Partner and LMS accounts"): `users.contact_email` keeps what they sent; the sign-in address of
 * their accounts is an undeliverable placeholder of the identity. Existing accounts of a partner or an LMS
 * (an identity whose issuer is `partner:<id>` or a platform URL; social sign-in issuers are plain names)
 * that still carry a real address:
 * - never signed in by themselves (no password): the address moves to `contact_email`, so the person's own
 *   signup with it works and makes their own account;
 * - with a password (someone opened the reset mail: the person holds that address, and the account): the
 *   person keeps the account and its address, and the partner or LMS link is removed — its next launch or
 *   token makes it a new account, which can no longer read the person's.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  await untyped.schema.alterTable('users').addColumn('contact_email', 'text').execute();
  const db = untyped as Kysely<Tables>;
  const claimed = await db
    .selectFrom('lti_identities')
    .innerJoin('users', 'users.id', 'lti_identities.user_id')
    .select([
      'lti_identities.id as identity_id',
      'lti_identities.issuer',
      'lti_identities.subject',
      'users.id as user_id',
      'users.email',
      'users.password_hash',
    ])
    .where('lti_identities.issuer', 'like', '%:%')
    .where('users.email', 'not like', '%@lms.modkit.invalid')
    .orderBy('lti_identities.id')
    .execute();
  const moved = new Set<number>();
  for (const row of claimed) {
    if (row.password_hash !== null) {
      await db.deleteFrom('lti_identities').where('id', '=', row.identity_id).execute();
    } else if (!moved.has(row.user_id)) {
      moved.add(row.user_id);
      await db
        .updateTable('users')
        .set({ contact_email: row.email, email: placeholder(row.issuer, row.subject) })
        .where('id', '=', row.user_id)
        .execute();
    }
  }
}
