import { z } from 'zod';

/** An integer id (wire convention: ids are integers). */
export const Id = z.number().int();

/** An ISO-8601 timestamp string. */
export const Timestamp = z.string();

/** A 0/1 number flag, as packages and notifications carry them. */
export const Flag = z.number().int().min(0).max(1);

/** An integer id read from a query string or a multipart field. */
export const QueryId = z.coerce.number().int().positive();

/** A 1-based page number read from a query string. */
export const QueryPage = z.coerce.number().int().min(1);

/** A page size read from a query string. */
export const QueryLimit = z.coerce.number().int().min(1);

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
