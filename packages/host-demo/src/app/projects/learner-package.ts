import type { User } from '@modkit/sdk';
import { useSession } from '@modkit/sdk/react';

/** The signed-in user's stored profile (part 1 §3 `auth.user.data`). */
export function useSignedInUser(): User | undefined {
  return useSession((s) => s.user?.data) as User | undefined;
}

/** The signed-in learner's package (`userpackages.packages`), which gates projects, sessions and the log. */
export function useLearnerPackage() {
  return useSignedInUser()?.userpackages?.packages;
}
