/**
 * The locked upgrade pages of part 1 §2.24 (Projects, Mentor Sessions) and part 2 "Locked Activity Log": which
 * package gate each one stands for, which packages open it and the benefits an upgrade card lists.
 */
import { hasMentorSessions } from './library-pages';
import { EMPTY_STATES } from './messages';
import {
  canAccessCollections,
  canSubmitProject,
  hasGuidedRecommendation,
  hasProfileBuildingSupport,
  moduleAccessText,
  type PackageGates,
  purchasablePackages,
} from './packages';

type MaybePackage = PackageGates | null | undefined;

/** A feature behind a locked page. */
export type LockedFeature = 'projects' | 'sessions' | 'activity-log';

/** The button of every upgrade card: it opens the pricing modal. */
export const UNLOCK_NOW = 'Unlock Now';

/**
 * Whether a package opens a locked feature: projects need can_submit_project, sessions number_of_session above
 * 0 (`hasMentorSessions`), the activity log AI-based profile building support.
 */
export function unlocksFeature(feature: LockedFeature, p: MaybePackage): boolean {
  if (feature === 'projects') return canSubmitProject(p);
  if (feature === 'sessions') return hasMentorSessions(p);
  return hasProfileBuildingSupport(p);
}

/** The packages an upgrade card offers for a feature: purchasable ones (never the free one) that open it. */
export function packagesUnlocking<T extends PackageGates>(feature: LockedFeature, packages: T[]): T[] {
  return purchasablePackages(packages).filter((p) => unlocksFeature(feature, p));
}

/**
 * What a locked action can ask the pricing modal to open at (the locked pages' features, the reflection answer
 * and the collections), carried by the pricing flag's value (`upgrade=projects`; `upgrade=true` names none).
 */
export type UpgradeFeature = LockedFeature | 'reflection' | 'collections';

/** How the pricing modal's note begins for each feature (our texts: the spec gives none). */
export const UPGRADE_NOTES: Record<UpgradeFeature, string> = {
  projects: 'Project submission comes with',
  sessions: 'Mentor sessions come with',
  'activity-log': 'The activity log comes with',
  reflection: 'Reflection answers come with',
  collections: 'Collections come with',
};

/** The feature a pricing flag's value names, or null (`true`, empty or unknown values name none). */
export function upgradeFeature(value: string | null | undefined): UpgradeFeature | null {
  return value && Object.hasOwn(UPGRADE_NOTES, value) ? (value as UpgradeFeature) : null;
}

/** Whether a package opens a feature a locked action names. */
export function unlocksUpgradeFeature(feature: UpgradeFeature, p: MaybePackage): boolean {
  if (feature === 'reflection') return hasProfileBuildingSupport(p);
  if (feature === 'collections') return canAccessCollections(p);
  return unlocksFeature(feature, p);
}

/**
 * The pricing modal opened for a feature: the packages that open it (purchasable, in the given order), the one
 * it recommends (the first of them) and its note: '{feature} comes with PREMIUM and ELITE.'
 */
export function upgradeChoice<T extends PackageGates & { name: string }>(
  feature: UpgradeFeature,
  packages: T[],
): { unlocking: T[]; recommended: T | undefined; note: string } {
  const unlocking = purchasablePackages(packages).filter((p) => unlocksUpgradeFeature(feature, p));
  const names = unlocking.map((p) => p.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  const note = names.length ? `${UPGRADE_NOTES[feature]} ${list}.` : EMPTY_STATES.noRecord;
  return { unlocking, recommended: unlocking[0], note };
}

/** One benefit line of an upgrade card. */
export interface PackageBenefit {
  label: string;
  value: string;
  included: boolean;
}

const INCLUDED = 'Included';
const NOT_INCLUDED = 'Not included';
const flag = (label: string, on: boolean): PackageBenefit => ({
  label,
  value: on ? INCLUDED : NOT_INCLUDED,
  included: on,
});

/**
 * The benefits of a package, in the rows of the package table (part 1 §2.16): module access, projects, AI
 * guided recommendation, collections, AI profile-building support, then mentor sessions and duration.
 */
export function packageBenefits(p: PackageGates): PackageBenefit[] {
  const sessions = p.number_of_session ?? 0;
  return [
    { label: 'Module access', value: moduleAccessText(p.number_of_accessable_module), included: true },
    flag('Projects', canSubmitProject(p)),
    flag('AI guided recommendation', hasGuidedRecommendation(p)),
    flag('Collections', canAccessCollections(p)),
    flag('AI profile-building support', hasProfileBuildingSupport(p)),
    {
      label: 'Mentor sessions',
      value: sessions > 0 ? String(sessions) : NOT_INCLUDED,
      included: sessions > 0,
    },
    { label: 'Duration', value: p.duration_in_humanize ?? '', included: true },
  ];
}
