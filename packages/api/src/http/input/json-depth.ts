import type { RequestHandler } from 'express';
import { HttpError } from '../http-error';

/** How deep a JSON body may nest: the contract's deepest body needs 4; anything past this is an attack. */
const MAX_BODY_DEPTH = 32;
const BODY_TOO_DEEP = 'The request body is nested too deeply.';

/** Whether a parsed value nests deeper than `max` (iterative: a deep value cannot overflow the stack here). */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

export const NUL_REFUSED = 'The request contains a NUL character.';

/** Whether a string or key of a parsed value contains NUL (iterative, like `nestsDeeperThan`). */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * Refuses bodies nested past MAX_BODY_DEPTH with 400 in the error shape, before any handler, validator or
 * cache key walks them recursively (JSON.stringify of a 5 000-deep body overflows the stack). Also refuses
 * NUL in a body, query or path (400): no text of the api holds one, and PostgreSQL cannot store it.
 */
export const limitBodyDepth: RequestHandler = (req, _res, next) => {
  if (nestsDeeperThan(req.body, MAX_BODY_DEPTH)) throw new HttpError(400, BODY_TOO_DEEP);
  if (containsNul(req.body) || containsNul(req.query) || /%00/i.test(req.path))
    throw new HttpError(400, NUL_REFUSED);
  next();
};
