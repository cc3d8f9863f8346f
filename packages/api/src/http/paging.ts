import { MAX_PAGE, PAGE_OUT_OF_RANGE } from '@modkit/sdk/contract';
import { validationError } from './http-error';
// The last page a list answers and its error live with the query schemas (a larger page, 1e400 or 20
// digits is a field error, never a 500).

/**
 * Page and limit from a query, clamped to sane bounds (page ≥ 1, 1 ≤ limit ≤ max). Garbage means page 1;
 * a number beyond MAX_PAGE answers 422 (the offset would overflow the database's integers).
 */
export function pageParams(query: Record<string, unknown>, defaultLimit: number, maxLimit = 100) {
  const requested = Number(query.page);
  if (requested > MAX_PAGE) throw validationError({ page: PAGE_OUT_OF_RANGE });
  const page = Math.max(1, Math.floor(requested || 1));
  const limit = Math.min(maxLimit, Math.max(1, Math.floor(Number(query.limit) || defaultLimit)));
  return { page, limit, offset: (page - 1) * limit };
}

/** The paged-list body of the wire conventions. */
export function paged<T>(results: T[], total: number, page: number, limit: number) {
  return { data: { results }, meta: { pagination: { total, page, limit } } };
}
