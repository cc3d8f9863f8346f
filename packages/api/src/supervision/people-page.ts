import type { SelectQueryBuilder } from 'kysely';
import type { ApiContext } from '../config/context';
import { isoNow } from '../db/now';
import { type PageWindow, pageAndTotal } from '../db/page-query';
import type { UserRow } from '../http/guards/authenticate';
import { toPerson } from './person';

/**
 * One page of users (a mentor's learners, a super mentor's mentees) as the person cards lists answer:
 * `select` picks the users' columns and their order from the filtered query.
 */
export async function peoplePage<DB, TB extends keyof DB, O>(
  ctx: ApiContext,
  query: SelectQueryBuilder<DB, TB, O>,
  select: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, UserRow>,
  window: PageWindow,
): Promise<{ results: Awaited<ReturnType<typeof toPerson>>[]; total: number }> {
  const { rows, total } = await pageAndTotal(query, window, select);
  const now = isoNow(ctx.now);
  return { results: await Promise.all(rows.map((u) => toPerson(ctx.db, u, now))), total };
}
