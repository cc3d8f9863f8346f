import { NOT_KEPT_OFFLINE } from '@modkit/sdk/rules';
import { keptReadOf } from './kept-paths';
import { offlinePartMayStart } from './settled';

interface Answered {
  account: string;
  url: string;
  response: Response;
}

const toKeep: Answered[] = [];
let keeping = false;

/**
 * Keeps the answers on the device a while after the page has loaded and painted (kept-reads.ts, a chunk of its
 * own; settled.ts says when): sealing and IndexedDB never weigh on a screen's paints.
 */
function keepLater(answered: Answered): void {
  toKeep.push(answered);
  if (keeping) return;
  keeping = true;
  void offlinePartMayStart()
    .then(() => import('./kept-reads'))
    .then(async ({ keepReads }) => {
      while (toKeep.length) await keepReads(toKeep.splice(0));
    })
    .catch(() => undefined)
    .finally(() => {
      keeping = false;
    });
}

/**
 * The app's fetch for the api (issue 44): the reads a learner's modules and lists need (kept-paths.ts) are kept
 * on the device as they are answered, per account; with no network they are answered from there, and a read
 * the device does not keep fails with `NOT_KEPT_OFFLINE` (the screens say it is not available offline).
 */
export function keptReadsFetch(inner: typeof fetch, account: () => string | null): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : null;
    const isRead =
      url !== null && (init?.method ?? 'GET').toUpperCase() === 'GET' && keptReadOf(url) !== null;
    const who = isRead ? account() : null;
    let response: Response;
    try {
      response = await inner(input, init);
    } catch (error) {
      if (!who || !url) throw error;
      const { readKept } = await import('./kept-reads');
      const kept = await readKept(who, url);
      if (kept) return kept;
      throw new TypeError(NOT_KEPT_OFFLINE);
    }
    if (who && url && response.ok) keepLater({ account: who, url, response: response.clone() });
    return response;
  };
}
