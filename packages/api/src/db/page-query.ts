import type { SelectQueryBuilder } from 'kysely';

/** The rows of a list one page holds: how many, after how many. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** How many rows a filtered query finds (the total beside one page of a list). */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number((row as unknown as { n: number | string | bigint }).n);
}

/**
 * One page of a filtered query and the total it finds, read together: `select` picks the columns and the
 * order of the page's rows.
 */
export async function pageAndTotal<DB, TB extends keyof DB, S, O>(
  filtered: SelectQueryBuilder<DB, TB, S>,
  { limit, offset }: PageWindow,
  select: (query: SelectQueryBuilder<DB, TB, S>) => SelectQueryBuilder<DB, TB, O>,
): Promise<{ rows: O[]; total: number }> {
  const [rows, total] = await Promise.all([
    select(filtered).limit(limit).offset(offset).execute(),
    countRows(filtered),
  ]);
  return { rows: rows as O[], total };
}
