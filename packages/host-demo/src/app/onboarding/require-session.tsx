import { useSession } from '@modkit/sdk/react';
import type { ComponentType, ReactNode } from 'react';
import { gatedPage } from '../router/gated-page';
import { Redirect } from '../router/redirect';

/**
 * The onboarding steps after signup are public routes (part 1 §2.1) but save to the signed-in profile: a
 * visitor without a session goes home with redirectTo (the guard's way), and comes back after login.
 */
function RequireSession({ path, children }: { path: string; children: ReactNode }) {
  const authenticated = useSession((s) => s.isAuthenticated);
  if (!authenticated) return <Redirect to={`/?redirectTo=${encodeURIComponent(path)}`} />;
  return children;
}

/** The page of the onboarding step at `path`: its content behind `RequireSession`, which comes back to it. */
export function sessionStepPage(path: string, Content: ComponentType) {
  return gatedPage(({ children }) => <RequireSession path={path}>{children}</RequireSession>, Content);
}
