/** The library-bound learner's location check and the offline banner (part 1 §2.12, §4, §8, §9). */

/** The location is re-checked this often. */
export const LOCATION_RECHECK_MS = 10_000;
/** The dialog logs the user out after this long. */
export const LOCATION_AUTO_LOGOUT_MS = 60_000;
/** Where the automatic logout goes. */
export const LOCATION_LOGOUT_ROUTE = '/login?autologout=true';
/** Dialog when the server says the learner is out of library range. */
export const OUT_OF_RANGE = {
  title: 'Out of Range!',
  text: 'You are out of library range. Please visit library.',
} as const;
/** Dialog when the browser gives no position. */
export const LOCATION_PERMISSION = {
  title: 'Location Permission Required!',
  text: 'Please provide your location access from your browser. Mandatory for library account.',
} as const;
/** The offline banner. */
export const OFFLINE_TEXT =
  'There is no internet connection. Please check your network settings and try again.';
/** Connectivity poll interval. */
export const OFFLINE_POLL_MS = 20_000;
/** Connectivity poll time-out. */
export const OFFLINE_TIMEOUT_MS = 10_000;

/** The result of one location check. */
export type LocationOutcome = 'in-range' | 'out-of-range' | 'permission-required';

/** Only learners whose profile carries a location flag (meta.location) are checked. */
export function needsLocationCheck(role: string | null | undefined, location: unknown): boolean {
  return role === 'STUDENT' && !!location;
}

/** The outcome of one check: no position (permission refused) or the server's boolean (false = out of range). */
export function locationOutcome(hasPosition: boolean, inRange: boolean | null | undefined): LocationOutcome {
  if (!hasPosition) return 'permission-required';
  return inRange === false ? 'out-of-range' : 'in-range';
}

/** The dialog for a check: none when in range. */
export function locationDialog(outcome: LocationOutcome): { title: string; text: string } | null {
  if (outcome === 'out-of-range') return OUT_OF_RANGE;
  if (outcome === 'permission-required') return LOCATION_PERMISSION;
  return null;
}
