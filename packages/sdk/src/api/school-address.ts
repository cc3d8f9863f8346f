import type { Client } from '../client/create-client';
import type { AccountJoin, SchoolAddressOutcome } from '../contract/school-address';

export type { AccountJoin, SchoolAddressOutcome } from '../contract/school-address';

/**
 * An LMS's or partner's learner asks to make the address their school sent their account's own (POST
 * /users/school-address/claim): a single-use link is mailed to it. Resolves to the server's message.
 */
export async function claimSchoolAddress(client: Client): Promise<string> {
  return (await client.request<{ message: string }>('POST', '/users/school-address/claim')).message;
}

/**
 * Follows the mailed link while signed in to the account it was sent for (POST
 * /users/school-address/confirm): the address becomes the account's own (`OWN`), or, when another account
 * has it, that account's owner is asked to join the two (`ASKED`). Resolves to the outcome and the message.
 */
export async function confirmSchoolAddress(
  client: Client,
  token: string,
): Promise<SchoolAddressOutcome & { message: string }> {
  const answer = await client.request<{ data: SchoolAddressOutcome; message: string }>(
    'POST',
    '/users/school-address/confirm',
    { json: { token } },
  );
  return { ...answer.data, message: answer.message };
}

/** The requests to join another account into the signed-in one, waiting for its owner (GET /users/account-joins). */
export async function getAccountJoins(client: Client): Promise<AccountJoin[]> {
  return (await client.request<{ data: AccountJoin[] }>('GET', '/users/account-joins')).data;
}

/** Joins the other account into the signed-in one (POST /users/account-joins/{id}); the server's message. */
export async function confirmAccountJoin(client: Client, id: number): Promise<string> {
  return (await client.request<{ message: string }>('POST', `/users/account-joins/${id}`)).message;
}

/** Declines a request to join (DELETE /users/account-joins/{id}): nothing is joined; the server's message. */
export async function declineAccountJoin(client: Client, id: number): Promise<string> {
  return (await client.request<{ message: string }>('DELETE', `/users/account-joins/${id}`)).message;
}
