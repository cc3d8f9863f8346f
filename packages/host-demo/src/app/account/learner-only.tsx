import type { ReactNode } from 'react';
import { useViewer } from '../library/use-viewer';
import { Redirect } from '../router/redirect';

/**
 * A learner's page (part 2 §6: points, account and the activity log are the learner's): other roles go to the
 * forbidden page, as the project pages do.
 */
export function LearnerOnly({ children }: { children: ReactNode }) {
  const { learner } = useViewer();
  return learner ? children : <Redirect to="/403" />;
}
