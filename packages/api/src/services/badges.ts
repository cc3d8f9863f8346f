/** Badge tiers (part 1 §9): a badge is earned at its points. */
export const BADGES = [
  { id: 1, name: 'Explorer', points: 500 },
  { id: 2, name: 'Vivid Thinker', points: 2000 },
  { id: 3, name: 'Master Problem Solver', points: 5000 },
] as const;

/** Earned badge ids in order and the upcoming ones, for a points total. */
export function badgesFor(points: number): { badge: number[]; upcommingBadge: number[] } {
  return {
    badge: BADGES.filter((b) => points >= b.points).map((b) => b.id),
    upcommingBadge: BADGES.filter((b) => points < b.points).map((b) => b.id),
  };
}
