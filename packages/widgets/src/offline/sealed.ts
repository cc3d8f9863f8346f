import { type DeviceDb, deviceDb, type Sealed } from './device-db';

const hasCrypto = () => typeof crypto !== 'undefined' && !!crypto.subtle;
const keys = new Map<string, Promise<CryptoKey | null>>();

/**
 * The account's key: AES-GCM, made on this device and kept in IndexedDB as a key the page can use but never
 * read (not extractable). What is kept for the account is sealed with it, so the files of the browser's
 * storage hold no one's answers in clear. Null where the browser has no WebCrypto (a page not served over
 * https): there values are kept as they are.
 */
async function keyOf(db: DeviceDb, account: string): Promise<CryptoKey | null> {
  if (!hasCrypto()) return null;
  const kept = await db.get('keys', account);
  if (kept) return kept.key;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  // Two tabs making the key at once: the first one kept wins, the other reads it.
  try {
    await db.add('keys', { account, key });
    return key;
  } catch {
    return (await db.get('keys', account))?.key ?? null;
  }
}

function accountKey(account: string): Promise<CryptoKey | null> {
  let key = keys.get(account);
  if (!key) {
    key = deviceDb().then((db) => keyOf(db, account));
    keys.set(account, key);
  }
  return key;
}

/** Seals a value (any JSON) with the account's key. */
export async function seal(account: string, value: unknown): Promise<Sealed> {
  const key = await accountKey(account);
  if (!key) return { plain: value };
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const bytes = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(JSON.stringify(value)),
  );
  return { iv, bytes };
}

/** Opens a sealed value; null when it cannot be (its key is gone). */
export async function unseal<T>(account: string, sealed: Sealed): Promise<T | null> {
  if ('plain' in sealed) return sealed.plain as T;
  const key = await accountKey(account);
  if (!key) return null;
  try {
    const bytes = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.bytes);
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch {
    return null;
  }
}

/** Forgets the account's key held in memory (its rows are gone). */
export function forgetKey(account: string): void {
  keys.delete(account);
}
