import type { AdminUser, AdminUsersQuery } from '@modkit/sdk/contract';
import { sql } from 'kysely';
import type { ApiContext } from '../config/context';
import { type PageWindow, pageAndTotal } from '../db/page-query';
import { DELETED_USER } from './user-references';

/**
 * A page of accounts for the admin console (newest first), those whose name or address holds the keyword
 * when one is given; the "Deleted user" is never listed.
 */
export async function adminUsersPage(
  ctx: ApiContext,
  query: AdminUsersQuery,
  window: PageWindow,
): Promise<{ results: AdminUser[]; total: number }> {
  let filtered = ctx.db.selectFrom('users').where('role', '!=', DELETED_USER.role);
  const keyword = query.keyword?.trim().toLowerCase().slice(0, 100);
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql<string>`lower(first_name || ' ' || last_name)`, 'like', sql<string>`${like} escape '\\'`),
        eb('email', 'like', sql<string>`${like} escape '\\'`),
      ]),
    );
  }
  const { rows, total } = await pageAndTotal(
    filtered,
    { ...window, limit: Math.min(window.limit, 100) },
    (q) =>
      q
        .select([
          'id',
          'first_name',
          'last_name',
          'email',
          'role',
          'status',
          'created_at',
          (eb) => eb.case().when('password_hash', 'is not', null).then(1).else(0).end().as('has_password'),
          (eb) =>
            eb
              .exists(
                eb
                  .selectFrom('lti_identities')
                  .select('lti_identities.id')
                  .whereRef('lti_identities.user_id', '=', 'users.id')
                  .where('lti_identities.issuer', 'like', 'http%'),
              )
              .as('from_lms'),
        ])
        .orderBy('id', 'desc'),
  );
  return {
    results: rows.map((r) => ({
      id: r.id,
      full_name: `${r.first_name} ${r.last_name}`.trim(),
      email: r.email,
      role: r.role,
      status: r.status,
      has_password: Number(r.has_password) === 1,
      from_lms: Boolean(Number(r.from_lms)),
      created_at: r.created_at,
    })),
    total,
  };
}
