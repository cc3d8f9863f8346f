import { ROUTES } from './routes';
import type { Role } from './sweep-route';

/**
 * The most routes one test opens: a role's routes are swept in parts of at most this many (the learner's 29
 * in one test took 2–3 minutes, near its timeout on a loaded machine, and held one worker while the other
 * had nothing left to run).
 */
const ROUTES_PER_TEST = 10;

/** One test of the English route sweep: a role, which part of its routes (empty when one), their names. */
export interface SweepPart {
  role: Role;
  /** ' (part 1 of 3)', or '' for a role swept in one test. */
  part: string;
  routes: string[];
}

/** A role's routes in parts of even sizes (11 routes are 6 and 5, not 10 and 1). */
function partsOf(role: Role): SweepPart[] {
  const names = ROUTES[role].map((route) => route.name);
  const count = Math.ceil(names.length / ROUTES_PER_TEST);
  const size = Math.ceil(names.length / count);
  return Array.from({ length: count }, (_, index) => ({
    role,
    part: count === 1 ? '' : ` (part ${index + 1} of ${count})`,
    routes: names.slice(index * size, (index + 1) * size),
  }));
}

/**
 * The English route sweep's tests, role by role (app-routes-sweep.spec.ts makes one test of each; the
 * conformance report's checker reads this list to know their titles).
 */
export const SWEEP_PARTS: SweepPart[] = (Object.keys(ROUTES) as Role[]).flatMap(partsOf);
