import { useViewer } from '../library/use-viewer';

/** Whose insights a section shows: the signed-in user's own, or a learner's read by their mentor. */
export interface InsightTargetProps {
  learnerId?: number;
  /** The mentee a super mentor reads a learner through. */
  mentorId?: number | undefined;
  title?: string;
}

/** The user id to read and the query that says through which mentee (none for one's own). */
export function useInsightTarget({ learnerId, mentorId }: InsightTargetProps) {
  const { user } = useViewer();
  return { userId: learnerId ?? user?.id ?? 0, through: mentorId ? { mentorId } : {} };
}
