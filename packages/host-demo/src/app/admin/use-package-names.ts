import { getPackages } from '@modkit/sdk';
import { type Resource, useClient, useResource } from '@modkit/sdk/react';

/** The active packages' names (GET /packages), for the package a partner's users get. */
export function usePackageNames(): Resource<string[]> {
  const client = useClient();
  return useResource(async () => (await getPackages(client)).results.map((p) => p.name), [client]);
}
