import type { Client } from '../client/create-client';
import type { Career } from '../contract/entities/library';
import type { CareerResponse, CareersQuery, CareersResponse } from '../contract/library';
import { listCall } from './list-calls';
import { requestData } from './requests';

/** The careers list of the spec: 100 active careers. */
export const CAREERS_DEFAULT_QUERY = { limit: 100, status: 'ACTIVE' } as const;

/** Loads the active careers (GET /careers). */
export const getCareers = listCall<CareersResponse, CareersQuery>('/careers', CAREERS_DEFAULT_QUERY);

/** Loads one career with its related modules (GET /careers/{id}). */
export async function getCareer(client: Client, careerId: number): Promise<Career> {
  return requestData<CareerResponse>(client, 'GET', `/careers/${careerId}`);
}
