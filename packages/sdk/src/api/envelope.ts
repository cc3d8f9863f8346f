import type { Query } from '../client/create-client';

/** A list as the SDK returns it: the items of one page and the total across pages. */
export interface Page<T> {
  results: T[];
  total: number;
  /** A search whose keyword found nothing and was corrected: the keyword these results are for. */
  correctedKeyword?: string;
}

/** `{ data }`: the success body of a call returning one thing. */
export interface DataEnvelope<T> {
  data: T;
}

/** `{ data: { results }, meta: { pagination: { total } } }`: the success body of every list. */
export interface PageEnvelope<T> {
  data: { results: T[] };
  meta?: { pagination?: { total?: number }; corrected_keyword?: string };
}

/**
 * Unwraps a list answer into `{ results, total }` (total falls back to the number of results), with a search's
 * `correctedKeyword` when the answer names one.
 */
export function toPage<T>(body: PageEnvelope<T>): Page<T> {
  const results = body.data?.results ?? [];
  const page: Page<T> = { results, total: body.meta?.pagination?.total ?? results.length };
  const corrected = body.meta?.corrected_keyword;
  if (typeof corrected === 'string' && corrected) page.correctedKeyword = corrected;
  return page;
}

/** The spec's default query values, overridden by every value the caller gives (undefined keeps the default). */
export function withDefaults(defaults: Query, query: Query = {}): Query {
  const out: Query = { ...defaults };
  for (const [key, value] of Object.entries(query)) if (value !== undefined) out[key] = value;
  return out;
}
