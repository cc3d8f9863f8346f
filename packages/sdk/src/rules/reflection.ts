import { hasProfileBuildingSupport, type PackageGates } from './packages';

/** The reflection question panel (part 1 §2.27, §5). */

/** Button text: 'Edit your answer' once answered, else 'Submit your Answer' (learners) or 'View Question'. */
export function reflectionButtonText(role: string, hasAnswer: boolean): string {
  if (hasAnswer) return 'Edit your answer';
  return role === 'STUDENT' ? 'Submit your Answer' : 'View Question';
}

/** Only learners with the right to submit (AI-based profile building support) see the answer box. */
export function showsAnswerBox(role: string, p: PackageGates | null | undefined): boolean {
  return role === 'STUDENT' && hasProfileBuildingSupport(p);
}
