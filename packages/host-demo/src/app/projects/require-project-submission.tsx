import { canSubmitProject, FORBIDDEN_ROUTE } from '@modkit/sdk/rules';
import type { ReactNode } from 'react';
import { Redirect } from '../router/redirect';
import { useLearnerPackage } from './learner-package';

/**
 * The package gate of the project pages (part 1 §2.3, §5): without project submission (can_submit_project)
 * the projects list and the new/edit pages send the user to the forbidden route.
 */
export function RequireProjectSubmission({ children }: { children: ReactNode }) {
  const pkg = useLearnerPackage();
  if (!canSubmitProject(pkg)) return <Redirect to={FORBIDDEN_ROUTE} />;
  return <>{children}</>;
}
