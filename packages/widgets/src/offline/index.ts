/**
 * `@modkit/widgets/offline`: what a browser keeps for its accounts (issue 44), in IndexedDB: the device's
 * database, values sealed with each account's key, an account's queue store for `@modkit/sdk/offline`, its
 * removal at logout, and the Web Lock a queue's flush runs under. The standalone app builds its offline reading
 * on it; a partner page's `data-offline` queue uses it through the loader.
 */
export { DEVICE_DB_NAME, type DeviceDb, type DeviceSchema, deviceDb, type Sealed } from './device-db';
export { deviceQueueStore, waitingWrites } from './device-queue-store';
export { forgetAccount } from './forget-account';
export { seal, unseal } from './sealed';
export { webLock } from './web-lock';
