/** The learner's project pages (part 1 §2.24, §4): list sorts, the points message, the package-change check. */
import { projectPoints, projectTypeLabel } from './points';

/** The list's sorts, Newest first (the default); Oldest means ASC, as `myListOrder` maps it. */
export const PROJECT_SORTS = ['Newest', 'Oldest'] as const;

/** The points message of a submitted project (points per type from part 1 §9; the wording is ours). */
export function projectPointsMessage(type: string | null | undefined): string {
  return `You earned ${projectPoints(type)} points for this ${projectTypeLabel(type)}.`;
}

/**
 * Package change (part 1 §4): after a project submission the profile is fetched again; when the package name
 * differs from the stored one the stored profile is replaced and the page reloads.
 */
export function packageNameChanged(
  storedName: string | null | undefined,
  freshName: string | null | undefined,
) {
  return (storedName ?? null) !== (freshName ?? null);
}
