import type { User } from '@modkit/sdk';
import { useSession } from '@modkit/sdk/react';
import { LEARNER_HOME, MENTOR_HOME } from '@modkit/sdk/rules';

/** The library home of a role: learners at /my-library, mentors and super mentors at /mentor/my-library. */
function libraryHome(role: string | null | undefined): string {
  return role === 'STUDENT' || !role ? LEARNER_HOME : MENTOR_HOME;
}

/**
 * The signed-in user as the library pages need them: role, whether a learner, their package (the gates
 * of part 1 §6) and their library home.
 */
export function useViewer() {
  const role = useSession((s) => s.user_type);
  const user = useSession((s) => s.user?.data) as User | undefined;
  return {
    role,
    user,
    learner: role === 'STUDENT',
    pkg: user?.userpackages?.packages ?? null,
    home: libraryHome(role),
  };
}
