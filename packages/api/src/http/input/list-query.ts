import { queryString } from './params';

/** What list queries share: a search keyword and a sort direction. */

/** The search keyword of a list, lower case and without LIKE wildcards (undefined when none). */
export function searchKeyword(value: unknown): string | undefined {
  return queryString(value)
    ?.toLowerCase()
    .replace(/[%_\\]/g, '');
}

/** The sort direction a list asks for: ascending only when told, else descending. */
export function sortDirection(value: unknown): 'asc' | 'desc' {
  return queryString(value)?.toUpperCase() === 'ASC' ? 'asc' : 'desc';
}
