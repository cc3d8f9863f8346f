import type { Client } from '../client/create-client';
import type { CheckLocationBody, CheckLocationResponse } from '../contract/auth';

/** Asks whether a library-bound learner is inside library range (POST /users/check-location). */
export async function checkLocation(client: Client, position: CheckLocationBody): Promise<boolean> {
  const json: CheckLocationBody = { latitude: position.latitude, longitude: position.longitude };
  const body = await client.request<CheckLocationResponse>('POST', '/users/check-location', { json });
  return body.data === true;
}
