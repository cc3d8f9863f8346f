import { getPackages, type Package } from '@modkit/sdk';
import { type Resource, useClient, useResource } from '@modkit/sdk/react';
import { purchasablePackages } from '@modkit/sdk/rules';

/** The packages offered for purchase (GET /packages, limit 100, Active; never the free one). */
export function usePackages(): Resource<Package[]> {
  const client = useClient();
  return useResource(async () => purchasablePackages((await getPackages(client)).results), [client]);
}
