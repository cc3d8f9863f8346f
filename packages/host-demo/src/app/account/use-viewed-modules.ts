import { getMyModules, type Module } from '@modkit/sdk';
import { useClient, useResource } from '@modkit/sdk/react';

/** The most modules the log reads at once: every module a learner has opened, in one call. */
const VIEWED_LIMIT = 100;

/**
 * The learner's opened modules (GET /modules/my-modules, status VIEWED), newest activity first: the log's
 * ongoing and completed modules and its answered reflection questions. null while loading; a failure reads
 * as none (part 2 §8: read failures are silent).
 */
export function useViewedModules(): Module[] | null {
  const client = useClient();
  const viewed = useResource(() => getMyModules(client, { status: 'VIEWED', limit: VIEWED_LIMIT }), [client]);
  if (viewed.status === 'error') return [];
  return viewed.data?.results ?? null;
}
