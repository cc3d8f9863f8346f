import type { QueuedWrite, QueueStore } from '@modkit/sdk/offline';
import { deviceDb } from './device-db';
import { seal, unseal } from './sealed';

/**
 * An account's waiting writes in the device's database (`QueueStore` of `@modkit/sdk/offline`), sealed with the
 * account's key; they survive closing the browser. A write whose seal cannot be opened is dropped.
 */
export function deviceQueueStore(account: string): QueueStore {
  return {
    async list() {
      const db = await deviceDb();
      const rows = await db.getAllFromIndex('writes', 'account', account);
      rows.sort((a, b) => a.seq - b.seq);
      const writes: QueuedWrite[] = [];
      for (const row of rows) {
        const write = await unseal<QueuedWrite>(account, row.sealed);
        if (write) writes.push(write);
        else await db.delete('writes', [account, row.id]);
      }
      return writes;
    },
    async put(write) {
      const sealed = await seal(account, write);
      await (await deviceDb()).put('writes', { account, id: write.id, seq: write.seq, sealed });
    },
    count: () => waitingWrites(account),
    async remove(id) {
      await (await deviceDb()).delete('writes', [account, id]);
    },
  };
}

/** How many writes wait for an account (without opening them). */
export async function waitingWrites(account: string): Promise<number> {
  return (await deviceDb()).countFromIndex('writes', 'account', account);
}
