/** The library-bound learner's location check (part 1 §4, §8, §9). */
export const LOCATION_RECHECK_MS = 10_000;
export const LOCATION_AUTO_LOGOUT_MS = 60_000;
export const OUT_OF_RANGE = {
  title: 'Out of Range!',
  text: 'You are out of library range. Please visit library.',
} as const;
export const LOCATION_PERMISSION = {
  title: 'Location Permission Required!',
  text: 'Please provide your location access from your browser. Mandatory for library account.',
} as const;
export const OFFLINE_TEXT =
  'There is no internet connection. Please check your network settings and try again.';
export const OFFLINE_POLL_MS = 20_000;
export const OFFLINE_TIMEOUT_MS = 10_000;

export type LocationOutcome = 'in-range' | 'out-of-range' | 'permission-required';

/** The dialog for a check: none when in range. */
export function locationDialog(outcome: LocationOutcome): { title: string; text: string } | null {
  if (outcome === 'out-of-range') return OUT_OF_RANGE;
  if (outcome === 'permission-required') return LOCATION_PERMISSION;
  return null;
}
