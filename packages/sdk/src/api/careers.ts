import type { Client } from '../client/create-client';
import type { Career } from '../contract/entities/library';
import type { CareerResponse, CareersQuery, CareersResponse } from '../contract/library';
import type { Page } from './envelope';
import { requestData, requestPage } from './requests';

/** The careers list of the spec: 100 active careers. */
export const CAREERS_DEFAULT_QUERY = { limit: 100, status: 'ACTIVE' } as const;

/** Loads the active careers (GET /careers). */
export async function getCareers(client: Client, query: CareersQuery = {}): Promise<Page<Career>> {
  return requestPage<CareersResponse>(client, '/careers', CAREERS_DEFAULT_QUERY, query);
}

/** Loads one career with its related modules (GET /careers/{id}). */
export async function getCareer(client: Client, careerId: number): Promise<Career> {
  return requestData<CareerResponse>(client, 'GET', `/careers/${careerId}`);
}
