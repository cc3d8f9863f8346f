/**
 * The page start's script (built into the app's HTML by page-start.ts: `start(data)`). It runs first in
 * `<head>`, before the app's code has downloaded: it starts the screen's first api reads with the session's
 * token from localStorage (where the SDK's session store keeps it) and leaves their responses in
 * `window.__modkitFirstReads` under the SDK's `prefetchKey`, each dropped after 30 s if the app has not taken it;
 * then it adds the screen's preloads. Runs in the browser: only types and constants are imported.
 */
import { DEFAULT_STORAGE_KEY } from '@modkit/sdk';
import { type FirstRead, SESSION_USER } from '../app/first-read';
import type { PreloadLink } from './route-preloads';

export interface PageStartData {
  /** The screen's first reads (app/first-reads.ts). */
  reads: FirstRead[];
  /** A screen of the signed-in app: without a session, nothing is read (the app sends the visitor to the login). */
  signedIn: boolean;
  /** The links that start the screen's code (route-preloads.ts). */
  preloads: PreloadLink[];
}

/** The session the SDK keeps (its `state`), as far as the page start reads it. */
interface Session {
  user_type?: string;
  user?: { token?: string; data?: { id?: number | string } };
}

/** A read the page start began: the app's client takes it once (`prefetchedFirst`), by `takers` parts of the screen. */
type Started = Promise<Response> & { takers?: number };

declare global {
  interface Window {
    __modkitFirstReads?: Map<string, Started>;
  }
}

/** How long a read's answer waits for the app. */
const KEPT_MS = 30_000;

/** The stored session's state, `{}` when there is none. */
function storedSession(): Session {
  const stored = JSON.parse(localStorage.getItem(DEFAULT_STORAGE_KEY) || 'null') as {
    state?: Session;
  } | null;
  return stored?.state || {};
}

/** Whether the user has made any of the choices stored under `key` (a JSON object); unreadable counts as made. */
export function chosen(key: string): boolean {
  try {
    const choices = JSON.parse(localStorage.getItem(key) || 'null') as Record<string, unknown> | null;
    for (const name in choices) if (choices[name] != null) return true;
    return false;
  } catch {
    return true;
  }
}

/**
 * Preloads the image a read's answer names as the screen's largest paint (a module's cover, in `data` or the
 * first item of `data[list]`), when it is on this site or on http(s).
 */
export function preloadCover(body: unknown, cover: NonNullable<FirstRead['cover']>): void {
  type Item = { media?: { path?: unknown } | Array<{ path?: unknown }> } | undefined;
  let item = (body as { data?: unknown } | null)?.data as Item | Record<string, Item[]> | undefined;
  if (item && cover.list) item = (item as Record<string, Item[]>)[cover.list]?.[0];
  let media = (item as Item)?.media;
  if (Array.isArray(media)) media = media[0];
  const path = media?.path;
  if (typeof path !== 'string' || !((path[0] === '/' && path[1] !== '/') || /^https?:/.test(path))) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = path;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

/** Starts one read, under the key the SDK's client looks it up by (token, url and body). */
function startRead(read: FirstRead, token: string, me: string, started: Map<string, Started>): void {
  const url = `/api${read.path.replace(SESSION_USER, me)}`;
  let key = `${token}\n${url}`;
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const init: RequestInit = { headers };
  if (read.body != null) {
    init.method = 'POST';
    init.body = read.body;
    headers['Content-Type'] = 'application/json';
    key += `\n${read.body}`;
  }
  const pending: Started = fetch(url, init);
  pending.catch(() => {});
  if (read.takers) pending.takers = read.takers;
  const { cover } = read;
  if (cover)
    pending
      .then((response) => {
        if (response.ok)
          return response
            .clone()
            .json()
            .then((body) => preloadCover(body, cover));
      })
      .catch(() => {});
  started.set(key, pending);
  setTimeout(() => started.delete(key), KEPT_MS);
}

/** Starts the reads this session makes: those of its role, needing its id only when it has one, not overridden by a choice. */
export function startReads(reads: FirstRead[], signedIn: boolean): void {
  try {
    const session = storedSession();
    const token = session.user?.token || '';
    if (signedIn && !token) return;
    const started = new Map<string, Started>();
    window.__modkitFirstReads = started;
    const me = session.user?.data?.id;
    for (const read of reads) {
      if (read.roles && read.roles.indexOf(session.user_type as string) < 0) continue;
      if (read.path.indexOf(SESSION_USER) >= 0 && me == null) continue;
      if (read.unlessChosen && chosen(read.unlessChosen)) continue;
      startRead(read, token, encodeURIComponent(me as string), started);
    }
  } catch {
    // A page start that cannot run leaves the reads to the app.
  }
}

/** Adds the screen's preloads to `<head>`; a link marked with a browser method only in a browser without it. */
export function insertPreloads(links: PreloadLink[]): void {
  for (const [rel, href, as, unlessBrowserHas] of links) {
    if (unlessBrowserHas && unlessBrowserHas in Element.prototype) continue;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  }
}

/** The page start: the reads first, then the preloads (which would otherwise queue the reads behind them). */
export function start({ reads, signedIn, preloads }: PageStartData): void {
  startReads(reads, signedIn);
  insertPreloads(preloads);
}
