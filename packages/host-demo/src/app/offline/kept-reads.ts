import { type KeptModule, modulesToEvict, OFFLINE_BUDGET_BYTES } from '@modkit/sdk/rules';
import { type DeviceDb, deviceDb, seal, unseal } from '@modkit/widgets/offline';
import { assetUrl, mediaPath, setKeptOffline } from '@modkit/widgets/ui';
import { keptReadOf } from './kept-paths';

/** The cache the service worker serves covers from (worker/offline-routes.ts). */
export const COVERS_CACHE = 'modkit-covers';

/** A module read's cover: its own media, or its first category's. */
function coverOf(body: unknown): string | null {
  const module = (body as { data?: { media?: unknown; categories?: Array<{ media?: unknown }> } })?.data;
  const path = mediaPath(module?.media as never) ?? mediaPath(module?.categories?.[0]?.media as never);
  return assetUrl('/api', path) ?? null;
}

/** Keeps the cover in the covers' cache (where the worker answers it from); its size, 0 when it cannot. */
async function keepCover(cover: string | null): Promise<number> {
  if (!cover || typeof caches === 'undefined') return 0;
  try {
    const cache = await caches.open(COVERS_CACHE);
    let kept = await cache.match(cover);
    if (!kept) {
      await cache.add(cover);
      kept = await cache.match(cover);
    }
    return kept ? (await kept.clone().blob()).size : 0;
  } catch {
    return 0;
  }
}

/** The module's row after a read of it: its size (reads and cover) and the time it was read. */
async function touchModule(db: DeviceDb, account: string, moduleId: number, cover: string | null) {
  const reads = await db.getAllFromIndex('reads', 'module', [account, moduleId]);
  const before = await db.get('modules', [account, moduleId]);
  const coverUrl = cover ?? before?.cover ?? null;
  const coverBytes = await keepCover(coverUrl);
  await db.put('modules', {
    account,
    moduleId,
    bytes: reads.reduce((sum, read) => sum + read.bytes, 0) + coverBytes,
    usedAt: Date.now(),
    pinned: before?.pinned ?? false,
    cover: coverUrl,
  });
}

async function keepRead(db: DeviceDb, account: string, url: string, response: Response) {
  const kind = keptReadOf(url);
  if (!kind) return;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return;
  }
  const moduleId = kind.moduleId;
  await db.put('reads', { account, url, moduleId, bytes: text.length, sealed: await seal(account, body) });
  if (moduleId !== null)
    await touchModule(db, account, moduleId, url.includes('/modules/auth/') ? coverOf(body) : null);
}

/** Removes a kept module: its reads, its row and its cover. */
async function removeModule(db: DeviceDb, account: string, moduleId: number) {
  const row = await db.get('modules', [account, moduleId]);
  for (const key of await db.getAllKeysFromIndex('reads', 'module', [account, moduleId]))
    await db.delete('reads', key);
  await db.delete('modules', [account, moduleId]);
  if (row?.cover && typeof caches !== 'undefined') await (await caches.open(COVERS_CACHE)).delete(row.cover);
}

/** The kept modules over the budget go, least recently read first (`modulesToEvict`). */
async function applyBudget(db: DeviceDb, account: string) {
  const kept: KeptModule[] = await db.getAllFromIndex('modules', 'account', account);
  for (const moduleId of modulesToEvict(kept, OFFLINE_BUDGET_BYTES))
    await removeModule(db, account, moduleId);
}

/** The cards' 'Available offline' follows what is kept. */
export async function publishKept(account: string): Promise<number[]> {
  const db = await deviceDb();
  const ids = (await db.getAllFromIndex('modules', 'account', account)).map((m) => m.moduleId);
  setKeptOffline(ids);
  return ids;
}

/** Keeps answered reads (the app's fetch hands them over after the first paint), then fits the budget. */
export async function keepReads(reads: Array<{ account: string; url: string; response: Response }>) {
  const db = await deviceDb();
  const accounts = new Set<string>();
  for (const { account, url, response } of reads) {
    await keepRead(db, account, url, response);
    accounts.add(account);
  }
  for (const account of accounts) {
    await applyBudget(db, account);
    await publishKept(account);
  }
}

/** A kept read as a response (it counts as a use of its module); null when the device keeps none. */
export async function readKept(account: string, url: string): Promise<Response | null> {
  const db = await deviceDb();
  const read = await db.get('reads', [account, url]);
  const body = read ? await unseal(account, read.sealed) : null;
  if (!read || body === null) return null;
  if (read.moduleId !== null) {
    const module = await db.get('modules', [account, read.moduleId]);
    if (module) await db.put('modules', { ...module, usedAt: Date.now() });
  }
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Modkit-Kept': 'true' },
  });
}

/** Whether the learner kept the module on purpose. */
export async function isPinned(account: string, moduleId: number): Promise<boolean> {
  return (await (await deviceDb()).get('modules', [account, moduleId]))?.pinned ?? false;
}

/**
 * Keeps a module on purpose ('Keep offline': those read in passing go first when the room is full), or lets it go
 * back among them. A module not kept yet is kept at once: its row first (marked), then its reads as they come.
 */
export async function keepOnPurpose(account: string, moduleId: number, pinned: boolean): Promise<void> {
  const db = await deviceDb();
  const row = await db.get('modules', [account, moduleId]);
  await db.put(
    'modules',
    row ? { ...row, pinned } : { account, moduleId, bytes: 0, usedAt: Date.now(), pinned, cover: null },
  );
  await publishKept(account);
}

/** The size and count of what the device keeps for an account (the bench's figure). */
export async function keptSize(account: string): Promise<{ modules: number; bytes: number }> {
  const modules = await (await deviceDb()).getAllFromIndex('modules', 'account', account);
  return { modules: modules.length, bytes: modules.reduce((sum, m) => sum + m.bytes, 0) };
}
