import { deviceDb } from './device-db';
import { forgetKey } from './sealed';

/**
 * Removes everything the device keeps for an account: its waiting writes, its kept reads and modules, its
 * named values and its key (logout; the next account sees none of it).
 */
export async function forgetAccount(account: string): Promise<void> {
  const db = await deviceDb();
  const tx = db.transaction(['keys', 'writes', 'reads', 'modules', 'values'], 'readwrite');
  // Every key [account, …]: an array key sorts after any string or number, so [account, []] closes the range.
  const rows = IDBKeyRange.bound([account], [account, []]);
  await Promise.all([
    tx.objectStore('keys').delete(account),
    tx.objectStore('writes').delete(rows),
    tx.objectStore('reads').delete(rows),
    tx.objectStore('modules').delete(rows),
    tx.objectStore('values').delete(rows),
    tx.done,
  ]);
  forgetKey(account);
}
