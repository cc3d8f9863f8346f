/** Package gates of part 1 §6 / part 2 §3 and the texts shown when one is closed. */

import type { Message } from './message';

/** The package fields that gate features. */
export interface PackageGates {
  name?: string | null;
  is_free?: number | boolean | null;
  number_of_accessable_module?: number | null;
  can_access_to_project?: number | null;
  can_submit_project?: number | null;
  ai_guided_recommendation?: number | null;
  can_access_collection?: number | null;
  ai_based_profiile_building_support?: number | null;
  number_of_session?: number | null;
  duration_in_humanize?: string | null;
}
type MaybePackage = PackageGates | null | undefined;

/** -1 in allowed_modules or number_of_accessable_module means unlimited. */
export const UNLIMITED = -1;
/** The texts of closed gates and exhausted allowances. */
export const GATE_MESSAGES = {
  submitLocked: 'Upgrade to Premium to submit your project and get quality feedback from our mentor.',
  notAssigned: 'This module has not been assigned to you yet!',
  reflectionLocked: 'Upgrade to submit Reflection Question/s and get quality feedback from our mentor.',
  insufficientPlan: "You don't have a sufficient plan to view this module.",
  learnerOutOfModules: "You're out of free modules. Please upgrade.",
  mentorOutOfModules: "You're out of modules. Please request for access.",
  // Ours (the spec shows these gates only as locked pages): what the server answers when one is closed.
  projectsLocked: 'Upgrade your package to access projects.',
  activityLogLocked: 'Upgrade your package to follow your activity log.',
  sessionsLocked: 'Upgrade your package to schedule sessions with your mentors.',
  noSessionsLeft: 'You have used all the mentor sessions of your package.',
  learnerHasNoSessions: "This learner's package has no mentor sessions left.",
} as const;
/** Tiers and their billing suffix: STARTER monthly, PREMIUM quarterly, ELITE yearly. */
const PACKAGE_TIERS = {
  FREE: '',
  STARTER: '/monthly',
  PREMIUM: '/quarterly',
  ELITE: '/yearly',
} as const;

const on = (flag: number | boolean | null | undefined) => flag === 1 || flag === true;

/** Project submission needs can_submit_project = 1 (also gates the projects list and new/edit pages). */
export const canSubmitProject = (p: MaybePackage) => on(p?.can_submit_project);
/** Reading projects (a module's projects, My Projects) needs can_access_to_project. */
export const canAccessProjects = (p: MaybePackage) => on(p?.can_access_to_project);
/** Collections need can_access_collection. */
export const canAccessCollections = (p: MaybePackage) => on(p?.can_access_collection);
/** Activity log and reflection feedback need AI-based profile building support. */
export const hasProfileBuildingSupport = (p: MaybePackage) => on(p?.ai_based_profiile_building_support);
/** AI guided recommendation. */
export const hasGuidedRecommendation = (p: MaybePackage) => on(p?.ai_guided_recommendation);
/** The assigned-by-mentor carousel needs sessions in the package (number_of_session > 0) and items. */
export const showsAssignedCarousel = (p: MaybePackage, itemCount: number) =>
  (p?.number_of_session ?? 0) > 0 && itemCount > 0;
/** -1 means unlimited. */
export const isUnlimited = (count: number | null | undefined) => count === UNLIMITED;

/** Collections open for mentors, and for learners whose package has can_access_collection. */
export function collectionsUnlocked(role: string, p: MaybePackage): boolean {
  return role !== 'STUDENT' || canAccessCollections(p);
}

/**
 * Why Submit Project is locked for a learner (null = open): without can_submit_project the upgrade text,
 * on a module not assigned 'This module has not been assigned to you yet!'.
 */
export function projectSubmitBlock(p: MaybePackage, moduleAssigned: boolean): string | null {
  if (!canSubmitProject(p)) return GATE_MESSAGES.submitLocked;
  return moduleAssigned ? null : GATE_MESSAGES.notAssigned;
}

/**
 * Why the reflection answer is locked (null = open): without AI-based profile building support the
 * upgrade tooltip, on a module not assigned the not-assigned text.
 */
export function reflectionSubmitBlock(p: MaybePackage, moduleAssigned: boolean): string | null {
  if (!hasProfileBuildingSupport(p)) return GATE_MESSAGES.reflectionLocked;
  return moduleAssigned ? null : GATE_MESSAGES.notAssigned;
}

/**
 * Why a learner cannot have one more mentor session (null = they can): the package must include sessions
 * (number_of_session above 0) and have some left (remaining_session above 0; the server counts them down).
 */
export function sessionBlock(p: MaybePackage, remainingSession: number | null | undefined): string | null {
  if ((p?.number_of_session ?? 0) <= 0) return GATE_MESSAGES.sessionsLocked;
  return (remainingSession ?? 0) > 0 ? null : GATE_MESSAGES.noSessionsLeft;
}

/** The module-access row of the package table: 'Unlimited' for -1, else 'N per month'. */
export function moduleAccessText(
  count: number | null | undefined,
): Message<'package.unlimited' | 'package.perMonth'> {
  return isUnlimited(count)
    ? { id: 'package.unlimited' }
    : { id: 'package.perMonth', values: { count: count ?? 0 } };
}

/** The billing suffix shown after a price: /monthly, /quarterly or /yearly (from the duration, else the tier). */
export function priceSuffix(durationInHumanize: string | null | undefined, name?: string | null): string {
  const d = (durationInHumanize ?? '').toLowerCase();
  if (d.includes('year')) return '/yearly';
  if (d.includes('quarter') || d.includes('3 month')) return '/quarterly';
  if (d.includes('month')) return '/monthly';
  const tier = (name ?? '').toUpperCase();
  // Upper-cased, a name can never be one of an object's own inherited keys (all lower or camel case).
  return PACKAGE_TIERS[tier as keyof typeof PACKAGE_TIERS] ?? '';
}

/** The yearly package (ELITE) hides 'Upgrade Package' and 'Change Package'. */
export function showsUpgradeLink(p: MaybePackage): boolean {
  return priceSuffix(p?.duration_in_humanize, p?.name) !== '/yearly';
}

/** Whether a package is the free one (never offered for purchase). */
export function isFreePackage(p: MaybePackage): boolean {
  return on(p?.is_free) || p?.name?.toUpperCase() === 'FREE';
}

/** The pricing table lists every package except the free one. */
export function purchasablePackages<T extends PackageGates>(packages: T[]): T[] {
  return packages.filter((p) => !isFreePackage(p));
}

/** A pricing-table column's button: 'Current Package' (disabled) for the user's package, else 'Choose'. */
export function packageButtonText(packageName: string, currentName: string | null | undefined) {
  return packageName === currentName ? 'Current Package' : 'Choose';
}

/** Mentors see 'Request Access' only when no modules remain and the allowance is not unlimited. */
export function showsRequestAccess(remainingModules: number, allowedModules: number): boolean {
  return remainingModules === 0 && allowedModules !== UNLIMITED;
}

/** 'You only have N out of M modules left. Request for unlimited access.' for mentor-granted learners. */
export function modulesLeftStrip(
  remaining: number,
  allowed: number | null | undefined,
): Message<'strip.modulesLeft'> | null {
  if (allowed == null || allowed === UNLIMITED) return null;
  return { id: 'strip.modulesLeft', values: { remaining, allowed } };
}

/** The denominator of the mentor's learner list (part 2 §9: '{n}/3 modules left'). */
const LEARNER_LIST_MODULES = 3;

/**
 * '{n}/3 modules left' on the mentor's learner list (part 2 §9). An unlimited package (-1) shows
 * 'Unlimited modules'; the count never goes below 0 nor above the denominator.
 */
export function modulesLeftLabel(
  remaining: number | null | undefined,
): Message<'learners.modulesLeft' | 'learners.unlimited'> {
  const left = modulesLeft(remaining);
  return left ? { id: 'learners.modulesLeft', values: left } : { id: 'learners.unlimited' };
}

/** The values of '{n}/3 modules left' (null for 'Unlimited modules'), for the label in any language. */
export function modulesLeft(remaining: number | null | undefined): { count: number; max: number } | null {
  if (remaining === UNLIMITED) return null;
  return { count: Math.min(Math.max(remaining ?? 0, 0), LEARNER_LIST_MODULES), max: LEARNER_LIST_MODULES };
}
