import type { RequestHandler } from 'express';
import { HttpError } from './http-error';

/** How deep a JSON body may nest: the contract's deepest body needs 4; anything past this is an attack. */
export const MAX_BODY_DEPTH = 32;
export const BODY_TOO_DEEP = 'The request body is nested too deeply.';

/** Whether a parsed value nests deeper than `max` (iterative: a deep value cannot overflow the stack here). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Refuses bodies nested past MAX_BODY_DEPTH with 400 in the error shape, before any handler, validator or
 * cache key walks them recursively (JSON.stringify of a 5 000-deep body overflows the stack).
 */
export const limitBodyDepth: RequestHandler = (req, _res, next) => {
  if (nestsDeeperThan(req.body, MAX_BODY_DEPTH)) throw new HttpError(400, BODY_TOO_DEEP);
  next();
};
