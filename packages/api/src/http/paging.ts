/** Page and limit from a query, clamped to sane bounds (page ≥ 1, 1 ≤ limit ≤ max). */
export function pageParams(query: Record<string, unknown>, defaultLimit: number, maxLimit = 100) {
  const page = Math.max(1, Math.floor(Number(query.page) || 1));
  const limit = Math.min(maxLimit, Math.max(1, Math.floor(Number(query.limit) || defaultLimit)));
  return { page, limit, offset: (page - 1) * limit };
}

/** The paged-list body of the wire conventions. */
export function paged<T>(results: T[], total: number, page: number, limit: number) {
  return { data: { results }, meta: { pagination: { total, page, limit } } };
}
