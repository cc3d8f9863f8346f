import type { Client } from '../client/create-client';
import type { Package } from '../contract/entities/package';
import type { PackageResponse, PackagesQuery, PackagesResponse } from '../contract/library';
import { listCall } from './list-calls';
import { requestData } from './requests';

/** The package list of the spec: 100 active packages. */
export const PACKAGES_DEFAULT_QUERY = { limit: 100, status: 'Active' } as const;

/** Loads the active packages (GET /packages); the pricing table leaves out FREE. */
export const getPackages = listCall<PackagesResponse, PackagesQuery>('/packages', PACKAGES_DEFAULT_QUERY);

/** Loads one package (GET /packages/{id}), e.g. for instant signup and order details. */
export async function getPackage(client: Client, packageId: number): Promise<Package> {
  return requestData<PackageResponse>(client, 'GET', `/packages/${packageId}`);
}
