import { z } from 'zod';

/** An integer id (wire convention: ids are integers). */
export const Id = z.number().int();

/** An ISO-8601 timestamp string. */
export const Timestamp = z.string();

/** When a record was created and last changed, either possibly missing: spread into the record's shape. */
export const RecordTimestamps = {
  created_at: Timestamp.nullable().optional(),
  updated_at: Timestamp.nullable().optional(),
};

/** A 0/1 number flag, as packages and notifications carry them. */
export const Flag = z.number().int().min(0).max(1);

/** An integer id read from a query string or a multipart field. */
/** The largest id the database holds (a 32-bit integer column). */
export const MAX_ID = 2_147_483_647;

/** A required id read from a query string: a whole number from 1 to MAX_ID (PostgreSQL refuses a larger one). */
export const QueryId = z.coerce.number().int().positive().max(MAX_ID);
/** The last page a list answers: a larger page would overflow the database's offsets. */
export const MAX_PAGE = 100_000;
/** The field error of a page beyond MAX_PAGE (1e400 and 20-digit pages included). */
export const PAGE_OUT_OF_RANGE = `page must be a whole number from 1 to ${MAX_PAGE}.`;

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * An id filter of a list query (`category_id`, `mentorId` …): a positive integer up to MAX_ID; anything
 * else is ignored, as if absent.
 */
export const QueryFilterId = z
  .preprocess((value) => {
    const v = firstValue(value);
    const n =
      typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : Number.NaN;
    return Number.isSafeInteger(n) && n > 0 && n <= MAX_ID ? n : undefined;
  }, z.number().int().positive().max(MAX_ID).optional())
  .meta({ type: 'integer', minimum: 1, maximum: MAX_ID });

/**
 * A 1-based page number read from a query string: garbage, or a page below 1, means page 1 (absent); a page
 * beyond MAX_PAGE is refused with PAGE_OUT_OF_RANGE.
 */
export const QueryPage = z
  .preprocess((value) => {
    const n = Number(firstValue(value));
    if (n > MAX_PAGE) return MAX_PAGE + 1; // Infinity too: refused with the page's own message
    return Number.isFinite(n) && n >= 1 ? Math.floor(n) : undefined;
  }, z.number().int().min(1).max(MAX_PAGE, PAGE_OUT_OF_RANGE).optional())
  .meta({ type: 'integer', minimum: 1, maximum: MAX_PAGE });

/**
 * A whole number from a query string within [min, max] (a month, a year); anything else is ignored, as if
 * absent, and the route says what it needs.
 */
export const queryWholeIn = (min: number, max: number) =>
  z
    .preprocess((value) => {
      const n = Number(firstValue(value));
      return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
    }, z.number().int().min(min).max(max).optional())
    .meta({ type: 'integer', minimum: min, maximum: max });

/** A page size read from a query string: garbage or below 1 means the list's default; each list caps it. */
export const QueryLimit = z
  .preprocess((value) => {
    const n = Number(firstValue(value));
    return Number.isFinite(n) && n >= 1 ? Math.floor(n) : undefined;
  }, z.number().int().min(1).optional())
  .meta({ type: 'integer', minimum: 1 });

/** Sort direction used by every ordered list. */
export const OrderDirection = z.enum(['ASC', 'DESC']);
export type OrderDirection = z.infer<typeof OrderDirection>;

/** `page` and `limit`, the paging part of every list query. */
export const PageQuery = z.object({ page: QueryPage.optional(), limit: QueryLimit.optional() });
export type PageQuery = z.infer<typeof PageQuery>;

/** The `meta.pagination` block of a paged list. */
export const Pagination = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type Pagination = z.infer<typeof Pagination>;

/** `{ data: <item> }`: the success body of a call returning one thing. */
export function dataOf<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** `{ data: { results }, meta: { pagination } }`: the success body of every list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.object({ results: z.array(item) }),
    meta: z.object({ pagination: Pagination }),
  });
}

/** The body of a call whose answer carries nothing the client reads. */
export const EmptyResponse = z.object({ data: z.unknown().optional(), message: z.string().optional() });
export type EmptyResponse = z.infer<typeof EmptyResponse>;

/** The error body: `{ message, error: { field: [messages] } }`. */
export const ErrorResponse = z.object({
  message: z.string(),
  error: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
