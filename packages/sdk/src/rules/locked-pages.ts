/**
 * The locked upgrade pages of part 1 §2.24 (Projects, Mentor Sessions) and part 2 "Locked Activity Log": which
 * package gate each one stands for, which packages open it and the benefits an upgrade card lists.
 */
import { hasMentorSessions } from './library-pages';
import type { Message } from './message';
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

/** The pricing modal's note of each feature (our texts: the spec gives none): its message id. */
export const UPGRADE_NOTES = {
  projects: 'upgrade.projects',
  sessions: 'upgrade.sessions',
  'activity-log': 'upgrade.activityLog',
  reflection: 'upgrade.reflection',
  collections: 'upgrade.collections',
} as const satisfies Record<UpgradeFeature, `upgrade.${string}`>;

/** The feature a pricing flag's value names, or null (`true`, empty or unknown values name none). */
export function upgradeFeature(value: string | null | undefined): UpgradeFeature | null {
  return value && Object.hasOwn(UPGRADE_NOTES, value) ? (value as UpgradeFeature) : null;
}

/** Whether a package opens a feature a locked action names. */
function unlocksUpgradeFeature(feature: UpgradeFeature, p: MaybePackage): boolean {
  if (feature === 'reflection') return hasProfileBuildingSupport(p);
  if (feature === 'collections') return canAccessCollections(p);
  return unlocksFeature(feature, p);
}

/**
 * The pricing modal opened for a feature: the packages that open it (purchasable, in the given order), the one
 * it recommends (the first of them) and its note: '{feature} comes with PREMIUM and ELITE.' (the names a list,
 * joined as the language joins one), or 'No Record Found' when none opens it.
 */
export function upgradeChoice<T extends PackageGates & { name: string }>(
  feature: UpgradeFeature,
  packages: T[],
): {
  unlocking: T[];
  recommended: T | undefined;
  note: Message<(typeof UPGRADE_NOTES)[UpgradeFeature] | 'empty.noRecord'>;
} {
  const unlocking = purchasablePackages(packages).filter((p) => unlocksUpgradeFeature(feature, p));
  const note = unlocking.length
    ? { id: UPGRADE_NOTES[feature], values: { packages: unlocking.map((p) => p.name) } }
    : ({ id: 'empty.noRecord' } as const);
  return { unlocking, recommended: unlocking[0], note };
}

/** A row of the package table and of an upgrade card: its name's message id. */
type PackageRow =
  | 'package.moduleAccess'
  | 'package.projects'
  | 'package.guided'
  | 'package.collections'
  | 'package.profileBuilding'
  | 'package.sessions'
  | 'package.duration';

/** One benefit line of an upgrade card: the row, its value's message, and whether the package has it. */
export interface PackageBenefit {
  label: PackageRow;
  value: Message<
    | 'package.included'
    | 'package.notIncluded'
    | 'package.unlimited'
    | 'package.perMonth'
    | 'package.sessionCount'
    | 'package.durationValue'
  >;
  included: boolean;
}

const flag = (label: PackageRow, on: boolean): PackageBenefit => ({
  label,
  value: { id: on ? 'package.included' : 'package.notIncluded' },
  included: on,
});

/**
 * The benefits of a package, in the rows of the package table (part 1 §2.16): module access, projects, AI
 * guided recommendation, collections, AI profile-building support, then mentor sessions and duration
 * ('Module access', 'Unlimited' / 'N per month', 'Included' / 'Not included', the api's duration: its words
 * 'monthly', 'quarterly', 'yearly' and 'Lifetime' translated, any other as it came).
 */
export function packageBenefits(p: PackageGates): PackageBenefit[] {
  const sessions = p.number_of_session ?? 0;
  return [
    { label: 'package.moduleAccess', value: moduleAccessText(p.number_of_accessable_module), included: true },
    flag('package.projects', canSubmitProject(p)),
    flag('package.guided', hasGuidedRecommendation(p)),
    flag('package.collections', canAccessCollections(p)),
    flag('package.profileBuilding', hasProfileBuildingSupport(p)),
    sessions > 0
      ? {
          label: 'package.sessions',
          value: { id: 'package.sessionCount', values: { count: sessions } },
          included: true,
        }
      : flag('package.sessions', false),
    {
      label: 'package.duration',
      value: { id: 'package.durationValue', values: { duration: p.duration_in_humanize ?? '' } },
      included: true,
    },
  ];
}
