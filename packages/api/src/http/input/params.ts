import { notFound } from '../http-error';

/** A positive integer path id; anything else is a 404 (never a 500 or a database error). */
export function idParam(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return id;
}

/** A positive integer from a query or body value, or undefined when absent/invalid. */
export function optionalId(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,10}$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/** The first value of a query parameter as a string (Express may give arrays). */
export function queryString(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim().slice(0, 200) : undefined;
}
