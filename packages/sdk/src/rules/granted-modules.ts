import type { Message } from './message';
import { isUnlimited, modulesLeftStrip } from './packages';

/**
 * The mentor-granted learner's strip (part 1 §4): how many of the granted modules are left (N of
 * 'You only have N out of M modules left.'). M is `meta.allowed_modules`; N is the profile's remaining
 * modules (`modulesViewedAndRemaining.remaining_module`), kept between 0 and M. Decision: an unlimited or
 * missing remaining count leaves all M.
 * Returns null when the learner has no limited grant (no strip).
 */
export function grantedModulesLeft(
  remaining: number | null | undefined,
  allowed: number | null | undefined,
): number | null {
  if (allowed === null || allowed === undefined || isUnlimited(allowed) || allowed < 0) return null;
  if (remaining === null || remaining === undefined || isUnlimited(remaining)) return allowed;
  return Math.min(allowed, Math.max(0, remaining));
}

/** The strip's text (its message) for a learner's profile values, or null when no strip is shown. */
export function grantedModulesStrip(
  remaining: number | null | undefined,
  allowed: number | null | undefined,
): Message<'strip.modulesLeft'> | null {
  const left = grantedModulesLeft(remaining, allowed);
  return left === null ? null : modulesLeftStrip(left, allowed);
}
