import { canSubmitProject } from '@modkit/sdk/rules';
import type { ReactNode } from 'react';
import { LOCKED_PAGES } from '../locked/locked-pages';
import { Redirect } from '../router/redirect';
import { useLearnerPackage } from './learner-package';

/**
 * The package gate of the project pages (part 1 §2.3, §5): without project submission (can_submit_project)
 * the projects list and the new/edit pages send the learner to the locked Projects page, which says why and
 * offers the packages that open it (the spec's bare forbidden page left the learner with no way forward).
 */
export function RequireProjectSubmission({ children }: { children: ReactNode }) {
  const pkg = useLearnerPackage();
  if (!canSubmitProject(pkg)) return <Redirect to={LOCKED_PAGES.projects.path} />;
  return <>{children}</>;
}
