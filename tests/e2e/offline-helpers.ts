import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { API } from './helpers';
import { auth, freshLearner } from './library-helpers';

/** What the offline tests share: a learner with modules, and waits on what the device keeps. */

/** A fresh PREMIUM learner with `count` modules of the catalogue assigned (newest first); their ids and names. */
export async function learnerWithModules(request: APIRequestContext, tag: string, count: number) {
  const learner = await freshLearner(request, tag, 'PREMIUM');
  const search = await request.get(`${API}/modules/search?limit=${count + 1}`, {
    headers: auth(learner.token),
  });
  const modules = ((await search.json()) as { data: { results: Array<{ id: number; name: string }> } }).data
    .results;
  const assigned = modules.slice(0, count);
  const answer = await request.post(`${API}/modules/assign`, {
    headers: auth(learner.token),
    data: { modules: assigned.map((m) => m.id) },
  });
  expect(answer.status()).toBe(200);
  return { ...learner, modules: assigned, notOpened: modules[count]! };
}

/** The rows the device keeps in one store of its database (`modkit-device`), for every account. */
export function deviceRows(page: Page, store: 'writes' | 'reads' | 'modules' | 'values' | 'keys') {
  return page.evaluate(async (name) => {
    // Never opened by the app yet: nothing kept (opening it here would make it without its stores).
    if (!(await indexedDB.databases()).some((db) => db.name === 'modkit-device')) return 0;
    return new Promise<number>((resolve) => {
      const open = indexedDB.open('modkit-device');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains(name)) return resolve(0);
        const count = db.transaction(name).objectStore(name).count();
        count.onsuccess = () => resolve(count.result);
      };
      open.onerror = () => resolve(0);
    });
  }, store);
}

/** One field of every row the device keeps in a store of its database (`modkit-device`), for every account. */
function storeField(page: Page, store: 'reads' | 'modules', field: 'url' | 'moduleId') {
  return page.evaluate(
    async ([name, key]) => {
      // Never opened by the app yet: nothing kept (opening it here would make it without its stores).
      if (!(await indexedDB.databases()).some((db) => db.name === 'modkit-device')) return [];
      return new Promise<unknown[]>((resolve) => {
        const open = indexedDB.open('modkit-device');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) return resolve([]);
          const all = db.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => resolve(all.result.map((row: Record<string, unknown>) => row[key]));
        };
        open.onerror = () => resolve([]);
      });
    },
    [store, field] as const,
  );
}

/** Whether the device keeps an api read whose path is `path` (e.g. `/api/users/my-list`), for any account. */
export async function readKept(page: Page, path: string) {
  const urls = (await storeField(page, 'reads', 'url')) as string[];
  return urls.some((url) => new URL(url, 'http://device').pathname === path);
}

/** Whether the module is kept on the device (its row in `modules`). */
export async function moduleKept(page: Page, moduleId: number) {
  return ((await storeField(page, 'modules', 'moduleId')) as number[]).includes(moduleId);
}

/** Waits until the service worker controls the page's origin and has kept a page of the app. */
export async function workerReady(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          // A page in the cache, not only the cache: the app opens it before the page is in it (a reload then
          // cut the page's download, and the offline reload found no page).
          if (!registration?.active || !(await caches.keys()).includes('modkit-pages')) return false;
          return (await (await caches.open('modkit-pages')).keys()).length > 0;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}
