import type { Module, User } from '@modkit/sdk';
import { decideGetStarted, type GetStartedDecision } from '@modkit/sdk/rules';
import { isMentorRole } from '../runtime/profile';

/** The facts of part 1 §4's Get Started, read from the profile and the module. */
export function getStartedDecision(profile: User, module: Module): GetStartedDecision {
  const mentor = isMentorRole(profile);
  const allowance = module.mentorViewedAndRemainingModule;
  const pkg = profile.userpackages;
  const remainingModules = mentor
    ? (allowance?.remaining_module ?? profile.meta?.allowed_modules ?? -1)
    : (pkg?.remaining_modules ?? 0);
  const allowedModules = mentor
    ? (profile.meta?.allowed_modules ?? -1)
    : (profile.meta?.allowed_modules ?? pkg?.packages.number_of_accessable_module ?? 0);
  const assigned = !!module.HasAssignToUser;
  const viewed = assigned || !!allowance?.viewed_modules.includes(module.id);
  return decideGetStarted({
    role: mentor ? 'mentor' : 'learner',
    remainingModules,
    allowedModules,
    alreadyViewed: viewed,
    alreadyAssigned: assigned,
  });
}
