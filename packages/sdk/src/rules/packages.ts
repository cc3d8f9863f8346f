/** Package gates of part 1 §6 and the texts shown when one is closed. */
export interface PackageGates {
  name?: string | null;
  number_of_accessable_module?: number | null;
  can_access_to_project?: number | null;
  can_submit_project?: number | null;
  ai_guided_recommendation?: number | null;
  can_access_collection?: number | null;
  ai_based_profiile_building_support?: number | null;
  number_of_session?: number | null;
  duration_in_humanize?: string | null;
}

export const UNLIMITED = -1;
export const GATE_MESSAGES = {
  submitLocked: 'Upgrade to Premium to submit your project and get quality feedback from our mentor.',
  notAssigned: 'This module has not been assigned to you yet!',
  reflectionLocked: 'Upgrade to submit Reflection Question/s and get quality feedback from our mentor.',
  insufficientPlan: "You don't have a sufficient plan to view this module.",
  learnerOutOfModules: "You're out of free modules. Please upgrade.",
  mentorOutOfModules: "You're out of modules. Please request for access.",
} as const;

const on = (flag: number | null | undefined) => flag === 1;

export const canSubmitProject = (p: PackageGates | null | undefined) => on(p?.can_submit_project);
export const canAccessCollections = (p: PackageGates | null | undefined) => on(p?.can_access_collection);
/** Activity log and reflection feedback need AI-based profile building support. */
export const hasProfileBuildingSupport = (p: PackageGates | null | undefined) =>
  on(p?.ai_based_profiile_building_support);
export const hasGuidedRecommendation = (p: PackageGates | null | undefined) =>
  on(p?.ai_guided_recommendation);
/** The assigned-by-mentor carousel needs sessions in the package. */
export const showsAssignedCarousel = (p: PackageGates | null | undefined, itemCount: number) =>
  (p?.number_of_session ?? 0) > 0 && itemCount > 0;
/** -1 means unlimited. */
export const isUnlimited = (count: number | null | undefined) => count === UNLIMITED;

/** The billing suffix shown after a price: /monthly, /quarterly or /yearly. */
export function priceSuffix(durationInHumanize: string | null | undefined): string {
  const d = (durationInHumanize ?? '').toLowerCase();
  if (d.includes('year')) return '/yearly';
  if (d.includes('quarter') || d.includes('3 month')) return '/quarterly';
  if (d.includes('month')) return '/monthly';
  return '';
}

/** The yearly package hides 'Upgrade Package' and 'Change Package'. */
export function showsUpgradeLink(p: PackageGates | null | undefined): boolean {
  return priceSuffix(p?.duration_in_humanize) !== '/yearly';
}

/** The pricing table lists every package except the free one. */
export function purchasablePackages<T extends { name?: string | null; is_free?: number | boolean | null }>(
  packages: T[],
): T[] {
  return packages.filter((p) => !(p.is_free === 1 || p.is_free === true || p.name?.toUpperCase() === 'FREE'));
}

/** Mentors see 'Request Access' only when no modules remain and the allowance is not unlimited. */
export function showsRequestAccess(remainingModules: number, allowedModules: number): boolean {
  return remainingModules === 0 && allowedModules !== UNLIMITED;
}

/** 'You only have N out of M modules left. Request for unlimited access.' for mentor-granted learners. */
export function modulesLeftStrip(remaining: number, allowed: number): string | null {
  if (allowed === UNLIMITED) return null;
  return `You only have ${remaining} out of ${allowed} modules left. Request for unlimited access.`;
}

/** '{n}/3 modules left' on the mentor's learner list (denominator 3, part 2 §9). */
export function modulesLeftLabel(remaining: number | null | undefined): string {
  return `${remaining ?? 0}/3 modules left`;
}
