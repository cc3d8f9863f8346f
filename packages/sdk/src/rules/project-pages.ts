/** The learner's project pages (part 1 §2.24, §4): list sorts, the package-change check. */

/** The list's sorts, Newest first (the default); Oldest means ASC, as `myListOrder` maps it. */
export const PROJECT_SORTS = ['Newest', 'Oldest'] as const;

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
