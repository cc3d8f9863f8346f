import type { Client } from '../client/create-client';
import type { AccountDeletionBody, AdminUser, AdminUsersQuery } from '../contract/privacy';
import type { PageEnvelope } from './envelope';
import { listCall } from './list-calls';

export type { AccountDeletionBody, AdminUser, AdminUsersQuery } from '../contract/privacy';

/** The admin console's account list: 50 a page, newest first. */
export const ADMIN_USERS_DEFAULT_QUERY = { page: 1, limit: 50 } as const;

/**
 * Download my data (GET /users/export): a zip of everything modkit holds about the caller (a JSON
 * document, `modkit-data.json`) and their files; resolves to the file's bytes.
 */
export async function downloadMyData(client: Client): Promise<Blob> {
  return client.request<Blob>('GET', '/users/export');
}

/**
 * Deletes the caller's account and data (DELETE /users/account): with `{ password }`, or `{ token }` from
 * the mailed confirmation link for accounts without a password. Resolves to the server's message; the
 * session's token stops working.
 */
export async function deleteMyAccount(client: Client, body: AccountDeletionBody): Promise<string> {
  const answer = await client.request<{ message: string }>('DELETE', '/users/account', { json: body });
  return answer.message;
}

/** Mails the caller a link that confirms the deletion of their account (POST /users/account/deletion-link). */
export async function mailAccountDeletionLink(client: Client): Promise<string> {
  return (await client.request<{ message: string }>('POST', '/users/account/deletion-link')).message;
}

/** Accounts for the admin console (GET /admin/users, administrators only), by name or e-mail. */
export const getAdminUsers = listCall<PageEnvelope<AdminUser>, AdminUsersQuery>(
  '/admin/users',
  ADMIN_USERS_DEFAULT_QUERY,
);

/** An account's data as a zip (GET /admin/users/{id}/export, administrators only). */
export async function downloadUserData(client: Client, userId: number): Promise<Blob> {
  return client.request<Blob>('GET', `/admin/users/${userId}/export`);
}

/** Erases an account and its data (DELETE /admin/users/{id}, administrators only); the server's message. */
export async function eraseUser(client: Client, userId: number): Promise<string> {
  return (await client.request<{ message: string }>('DELETE', `/admin/users/${userId}`)).message;
}
