/** Activity sync window of part 1 §4: 5 to 180 minutes are posted; above 180 only the time is reset. */

/** Below this many minutes nothing happens. */
const ACTIVITY_MIN_MINUTES = 5;
/** Above this many minutes nothing is posted, only the time is reset. */
const ACTIVITY_MAX_MINUTES = 180;

/** What `decideActivitySync` tells the caller to do. */
export interface ActivitySyncDecision {
  /** Whole minutes to post, or null to post nothing. */
  postMinutes: number | null;
  /** Whether the stored last-update time becomes now. */
  reset: boolean;
}

/** What to do on a route change, given the last update time (epoch ms, null if never) and now. */
export function decideActivitySync(lastUpdatedMs: number | null, nowMs: number): ActivitySyncDecision {
  if (lastUpdatedMs === null || !Number.isFinite(lastUpdatedMs) || lastUpdatedMs > nowMs)
    return { postMinutes: null, reset: true };
  const minutes = Math.floor((nowMs - lastUpdatedMs) / 60_000);
  if (minutes < ACTIVITY_MIN_MINUTES) return { postMinutes: null, reset: false };
  if (minutes <= ACTIVITY_MAX_MINUTES) return { postMinutes: minutes, reset: true };
  return { postMinutes: null, reset: true };
}
