/**
 * The locked upgrade pages of part 1 §2.24 (Projects, Mentor Sessions) and part 2 "Locked Activity Log": which
 * package gate each one stands for, which packages open it and the benefits an upgrade card lists.
 */
import { hasMentorSessions } from './library-pages';
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
