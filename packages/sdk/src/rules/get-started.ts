/** Get Started on a module (part 1 §4). */
import { UNVERIFIED_BANNER } from './library';
import { GATE_MESSAGES, UNLIMITED } from './packages';

/** What Get Started does: show a strip, open the module, or assign it first. */
export type GetStartedDecision =
  | { kind: 'strip'; role: 'learner' | 'mentor'; text: string; action: 'upgrade' | 'request' }
  | { kind: 'open' }
  | { kind: 'assign-then-open' };

/** The facts Get Started decides on. */
export interface GetStartedInput {
  role: 'learner' | 'mentor';
  /** Modules left (-1 unlimited): the learner's package or the mentor's allowance. */
  remainingModules: number;
  allowedModules: number;
  alreadyViewed: boolean;
  alreadyAssigned: boolean;
}

/**
 * 'Get Started' on a module (part 1 §4): with no modules left on a new module and a limited allowance,
 * a strip (learner: upgrade; mentor: request access); otherwise mentors open, assigned learners open,
 * others are assigned first.
 */
export function decideGetStarted(input: GetStartedInput): GetStartedDecision {
  if (input.remainingModules === 0 && !input.alreadyViewed && input.allowedModules !== UNLIMITED) {
    return input.role === 'learner'
      ? { kind: 'strip', role: 'learner', text: GATE_MESSAGES.learnerOutOfModules, action: 'upgrade' }
      : { kind: 'strip', role: 'mentor', text: GATE_MESSAGES.mentorOutOfModules, action: 'request' };
  }
  if (input.role === 'mentor' || input.alreadyAssigned) return { kind: 'open' };
  return { kind: 'assign-then-open' };
}

/** A module can be assigned if remaining is -1 or above 0, or the mentor's remaining is not 0. */
export function canAssignModule(remainingModules: number, mentorRemaining?: number | null): boolean {
  return (
    remainingModules === UNLIMITED ||
    remainingModules > 0 ||
    (mentorRemaining !== undefined && mentorRemaining !== null && mentorRemaining !== 0)
  );
}

/** After a failed assignment: unverified users and 400 answers show the verify/upgrade strip, others an error modal. */
export function assignFailureView(verified: boolean, status: number): 'strip' | 'error-modal' {
  return !verified || status === 400 ? 'strip' : 'error-modal';
}

/**
 * The strip after a failed assignment (part 1 §4 "the verify/upgrade strip"): an unverified user is asked to
 * verify; a verified learner is out of modules (upgrade), a mentor asks for access (request).
 */
export function assignFailureStrip(
  verified: boolean,
  role: 'learner' | 'mentor',
): { text: string; action: 'verify' | 'upgrade' | 'request' } {
  if (!verified) return { text: UNVERIFIED_BANNER, action: 'verify' };
  return role === 'learner'
    ? { text: GATE_MESSAGES.learnerOutOfModules, action: 'upgrade' }
    : { text: GATE_MESSAGES.mentorOutOfModules, action: 'request' };
}

/**
 * The preview's main button for the learner's progress (part 1 §2.20 names only 'Get Started'; the rest is
 * ours): 'Get Started' before the module is begun, 'Continue' once a tab is done, 'Completed' at 100 %.
 */
export function getStartedLabel(
  completedPercentage: number | null | undefined,
): 'Get Started' | 'Continue' | 'Completed' {
  const pct = completedPercentage ?? 0;
  if (pct >= 100) return 'Completed';
  return pct > 0 ? 'Continue' : 'Get Started';
}

/** The link text beside 'Completed' when a certificate covers the module (ours: the spec has no preview link). */
export const VIEW_CERTIFICATE_TEXT = 'View certificate';

/** A certificate as the module carries it: its collection and its file (a link signed for the reader). */
export interface CoveringCertificate {
  collection?: { name: string } | null;
  media?: { path?: string | null } | null;
}

/**
 * The certificate link beside the preview's 'Completed' (issue: "Completed with the certificate link when
 * one is earned"): only once the button reads 'Completed' and the learner holds a certificate of a
 * collection with this module that has a file; its path and the collection's name, else null.
 */
export function completedCertificateLink(
  completedPercentage: number | null | undefined,
  certificate: CoveringCertificate | null | undefined,
): { path: string; collectionName: string | null } | null {
  if (getStartedLabel(completedPercentage) !== 'Completed') return null;
  const path = certificate?.media?.path;
  if (!path) return null;
  return { path, collectionName: certificate?.collection?.name ?? null };
}
