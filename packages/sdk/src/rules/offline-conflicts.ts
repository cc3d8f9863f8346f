/**
 * The conflict rules of writes made offline (issue 44): two devices of one learner, or one device whose queue
 * is sent late, may write the same thing. One rule per kind, the same on the device and on the server:
 * progress only rises; a rating and a like are the last one made, by the device's time of the action (not
 * the time it was sent); a reflection answer is the last one made and the other is kept in the learner's
 * history; a comment is never lost.
 */

/** The larger percentage: progress only rises (part 1 §4), whichever device sent it first. */
export function mergedProgress(stored: number | null | undefined, incoming: number): number {
  return Math.max(stored ?? 0, incoming);
}

const timeOf = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

/**
 * The device's time of an action as the server keeps it (ISO 8601): the time the device sent, never later
 * than the server's clock (a device whose clock runs ahead would otherwise win every conflict after it);
 * a missing or unreadable time is the server's now (a write sent online is made when it arrives).
 */
export function actionTime(deviceAt: unknown, serverNow: string): string {
  const device = typeof deviceAt === 'string' ? Date.parse(deviceAt) : Number.NaN;
  const now = Date.parse(serverNow);
  if (!Number.isFinite(device) || device > now) return new Date(now).toISOString();
  return new Date(device).toISOString();
}

/**
 * Whether a rating or a like made at `incomingAt` replaces the mark made at `storedAt` (one mark per
 * learner and module): the one made last wins; at the same time the one that arrives later wins; a mark
 * with no time (made before times were kept) loses to any timed one.
 */
export function markWins(storedAt: string | null | undefined, incomingAt: string): boolean {
  const stored = timeOf(storedAt);
  return !Number.isFinite(stored) || timeOf(incomingAt) >= stored;
}

/** A reflection answer and the device's time it was made. */
export interface TimedAnswer {
  answer: string;
  at: string;
}

/**
 * A reflection answer arriving where one is stored: the one made last is the answer; the other goes to the
 * learner's history (`history`, null when there is nothing to keep: no earlier answer, or the same text).
 */
export function reflectionOutcome(
  stored: TimedAnswer | null | undefined,
  incoming: TimedAnswer,
): { current: TimedAnswer; history: TimedAnswer | null } {
  if (!stored || stored.answer.trim() === '') return { current: incoming, history: null };
  const incomingWins = markWins(stored.at, incoming.at);
  if (stored.answer === incoming.answer) return { current: incomingWins ? incoming : stored, history: null };
  return incomingWins ? { current: incoming, history: stored } : { current: stored, history: incoming };
}

/**
 * A comment is never lost: every comment sent is posted (never merged with another, never replaced), and a
 * reply whose comment was deleted meanwhile is posted under the module instead (`parent_id` dropped).
 */
export function commentParent(parentId: number | null | undefined, parentGone: boolean): number | null {
  return parentId == null || parentGone ? null : parentId;
}
