import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A value sealed with its account's key (AES-GCM), or kept as it is where the browser has no WebCrypto. */
export type Sealed = { iv: Uint8Array<ArrayBuffer>; bytes: ArrayBuffer } | { plain: unknown };

/**
 * What a device keeps for its accounts (issue 44), in one IndexedDB database, every row under its account
 * (a user id, or a partner's api and user id): the account's key, its waiting writes, the api reads it keeps
 * for offline, the modules those reads belong to (for the budget), and a few named values.
 */
export interface DeviceSchema extends DBSchema {
  keys: { key: string; value: { account: string; key: CryptoKey } };
  writes: {
    key: [string, string];
    value: { account: string; id: string; seq: number; sealed: Sealed };
    indexes: { account: string };
  };
  reads: {
    key: [string, string];
    value: { account: string; url: string; moduleId: number | null; bytes: number; sealed: Sealed };
    indexes: { account: string; module: [string, number] };
  };
  modules: {
    key: [string, number];
    value: {
      account: string;
      moduleId: number;
      /** Its reads and its cover. */
      bytes: number;
      usedAt: number;
      pinned: boolean;
      /** Its cover's address, kept in the covers' cache. */
      cover: string | null;
    };
    indexes: { account: string };
  };
  values: { key: [string, string]; value: { account: string; name: string; sealed: Sealed } };
}

export type DeviceDb = IDBPDatabase<DeviceSchema>;

export const DEVICE_DB_NAME = 'modkit-device';

let opened: Promise<DeviceDb> | null = null;

/** The schema's version: 2, so that a database of that name opened before without stores gets them. */
const VERSION = 2;

/** The stores, each made once (an upgrade from any earlier version, or from an empty database of the name). */
function createStores(db: IDBPDatabase<DeviceSchema>): void {
  const has = (name: string) => db.objectStoreNames.contains(name as never);
  if (!has('keys')) db.createObjectStore('keys', { keyPath: 'account' });
  if (!has('writes'))
    db.createObjectStore('writes', { keyPath: ['account', 'id'] }).createIndex('account', 'account');
  if (!has('reads')) {
    const reads = db.createObjectStore('reads', { keyPath: ['account', 'url'] });
    reads.createIndex('account', 'account');
    reads.createIndex('module', ['account', 'moduleId']);
  }
  if (!has('modules'))
    db.createObjectStore('modules', { keyPath: ['account', 'moduleId'] }).createIndex('account', 'account');
  if (!has('values')) db.createObjectStore('values', { keyPath: ['account', 'name'] });
}

/** The device's database, opened once per page or worker. */
export function deviceDb(): Promise<DeviceDb> {
  opened ??= openDB<DeviceSchema>(DEVICE_DB_NAME, VERSION, { upgrade: createStores });
  return opened;
}
