/** Points and badges (part 1 §9, part 2 §9). */

/** Points earned per action (part 2 §9). */
export const POINTS_PER_ACTION = {
  SHARE: 50,
  GET_THE_IDEA: 50,
  REFLECTION_ANSWER: 50,
  MINI_PROJECT: 100,
  SKILL_BUILDING_PROJECT: 200,
  COLLECTION: 100,
} as const;
/** An action that earns points. */
export type PointAction = keyof typeof POINTS_PER_ACTION;

/** The fixed text on a module preview. */
export const MODULE_POINTS_TEXT = '50 points';
/** The header points badge tooltip. */
export const POINTS_TOOLTIP = 'Points earned so far';

/** Badge tiers by points. */
export const BADGE_TIERS = [
  { id: 1, name: 'Explorer', points: 500 },
  { id: 2, name: 'Vivid Thinker', points: 2000 },
  { id: 3, name: 'Master Problem Solver', points: 5000 },
] as const;
/** A badge tier. */
export type Badge = (typeof BADGE_TIERS)[number];

/** Earned badge ids in order and the upcoming ones, for a points total. */
export function badgesFor(points: number): { badge: number[]; upcommingBadge: number[] } {
  return {
    badge: BADGE_TIERS.filter((b) => points >= b.points).map((b) => b.id),
    upcommingBadge: BADGE_TIERS.filter((b) => points < b.points).map((b) => b.id),
  };
}

/** The badge shown as current is the last earned; the upcoming one is the first upcoming. */
export function currentAndUpcomingBadge(
  earned: number[],
  upcoming: number[],
): { current: Badge | null; upcoming: Badge | null } {
  const find = (id: number | undefined) => BADGE_TIERS.find((b) => b.id === id) ?? null;
  return { current: find(earned.at(-1)), upcoming: find(upcoming[0]) };
}

/** Progress towards the next badge, 0..100. */
export function badgeProgress(points: number): number {
  const next = BADGE_TIERS.find((b) => points < b.points);
  if (!next) return 100;
  const previous = [...BADGE_TIERS].reverse().find((b) => points >= b.points)?.points ?? 0;
  return Math.floor(((points - previous) / (next.points - previous)) * 100);
}

/** Points of a submitted project by type: skill-building 200, a mini project 100. */
export function projectPoints(type: string | null | undefined): number {
  return type === 'SKILL_BUILDING_PROJECT'
    ? POINTS_PER_ACTION.SKILL_BUILDING_PROJECT
    : POINTS_PER_ACTION.MINI_PROJECT;
}

/** The project-type label of the projects tables. */
export function projectTypeLabel(type: string | null | undefined): 'Skill Building Project' | 'Mini Project' {
  return type === 'SKILL_BUILDING_PROJECT' ? 'Skill Building Project' : 'Mini Project';
}

/** The header badge shows 0 when there are no points. */
export function pointsBadgeValue(points: number | null | undefined): number {
  return points ?? 0;
}

/**
 * The badge step a points total is on, for the moment a module is completed: how far along to the next
 * badge (0..100), its name and the points still to go; `next` null once every badge is earned.
 */
export function nextBadgeStep(points: number): { next: Badge | null; progress: number; toGo: number } {
  const next = BADGE_TIERS.find((b) => points < b.points) ?? null;
  return { next, progress: badgeProgress(points), toGo: next ? next.points - points : 0 };
}

/** The certificates issued since a moment (ISO or ms): those the learner earned while on the page. */
export function certificatesSince<T extends { created_at?: string | null }>(
  certificates: T[],
  since: number,
): T[] {
  return certificates.filter((c) => c.created_at && Date.parse(c.created_at) >= since);
}
