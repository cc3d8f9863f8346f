import { deviceDb, seal, unseal } from '@modkit/widgets/offline';

/** The tag of the service worker's background sync of waiting writes. */
export const SYNC_TAG = 'modkit-writes';
/** The Web Lock an account's queue flushes under (the page and the worker alike). */
export const queueLock = (account: string) => `modkit-writes:${account}`;

/** The device's signed-in account, under no account's name (every account's rows are under its own). */
const DEVICE = '';

/**
 * Tells the service worker which account is signed in and its token (sealed with that account's key), so a
 * background sync sends that account's waiting writes, with its own token, and no one else's.
 */
export async function rememberSignedIn(account: string, token: string): Promise<void> {
  const db = await deviceDb();
  await db.put('values', { account: DEVICE, name: 'signed-in', sealed: { plain: account } });
  await db.put('values', { account, name: 'token', sealed: await seal(account, token) });
}

/** The signed-in account and its token, as the page last told them; null when no one is. */
export async function signedIn(): Promise<{ account: string; token: string } | null> {
  const db = await deviceDb();
  const current = await db.get('values', [DEVICE, 'signed-in']);
  const account = current && 'plain' in current.sealed ? String(current.sealed.plain) : null;
  const row = account ? await db.get('values', [account, 'token']) : undefined;
  const token = account && row ? await unseal<string>(account, row.sealed) : null;
  return account && token ? { account, token } : null;
}

/** No account is signed in any more (logout): a background sync sends nothing. */
export async function forgetSignedIn(): Promise<void> {
  await (await deviceDb()).delete('values', [DEVICE, 'signed-in']);
}

/** The message the worker posts to the app's pages once writes that waited were sent by a background sync. */
export const WRITES_SENT = 'modkit:writes-sent';

/** The worker notes when it sent an account's writes, for a page opened later to say so. */
export async function noteSent(account: string, at: string): Promise<void> {
  await (await deviceDb()).put('values', { account, name: 'sent-at', sealed: { plain: at } });
}

/** When the worker last sent the account's writes (and forgets it: it is said once). */
export async function takeSentNote(account: string): Promise<string | null> {
  const db = await deviceDb();
  const note = await db.get('values', [account, 'sent-at']);
  if (!note) return null;
  await db.delete('values', [account, 'sent-at']);
  return 'plain' in note.sealed ? String(note.sealed.plain) : null;
}
