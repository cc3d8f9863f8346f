import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConditionalFirstPages } from '../app/first-pages';

/**
 * The `<link>` tags that start a screen's code with the HTML, read from the app build's Vite manifest: without
 * them the browser learns of the app's catalogue only once the entry has run, and of the screen's page chunk
 * only once the catalogue is in (the app renders nothing before), three round trips one after the other.
 * Scripts get `modulepreload` (fetched and parsed, run only when imported); stylesheets only `preload`: a
 * stylesheet applies when its route's code adds it (Vite's preload helper then finds it in the cache), never
 * to a page that turns out to be another (a visitor sent to the login, say).
 */

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The app's catalogue (i18n/app-language.tsx): every screen waits for it before it renders. */
export const APP_CATALOGUE = 'i18n/app-catalogue.ts';

/**
 * The catalogue's manifest key: APP_CATALOGUE while only the app's language imports it (a dynamic entry), the
 * shared chunk named after it (`_app-catalogue-<hash>.js`) once a module also imports it statically (the admin's
 * language page does).
 */
function catalogueKey(manifest: Manifest): string {
  if (manifest[APP_CATALOGUE]) return APP_CATALOGUE;
  const named = Object.keys(manifest).find(
    (key) => key.startsWith('_') && manifest[key]!.name === 'app-catalogue',
  );
  return named ?? APP_CATALOGUE;
}

/** The app build's manifest, or null when the folder has none (a build without one: no preloads). */
export function readManifest(dir: string): Manifest | null {
  const file = join(dir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** `key` and every chunk it imports statically, depth first. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, into);
  return into;
}

/** The chunks of `modules` and what they import, less the entry's (which the HTML loads), as root paths. */
function chunkFiles(manifest: Manifest, modules: string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('.html'));
  const initial = entry ? closure(manifest, entry) : new Set<string>();
  const chunks = new Set<string>();
  for (const module of modules) closure(manifest, module, chunks);
  return [...chunks].filter((key) => !initial.has(key)).map((key) => manifest[key]!.file);
}

/**
 * `/route-chunks.json`: the script files of each main screen's page (first-pages.ts), by its module, for the
 * app to module-preload when a link to the screen is hovered, focused or seen (router/route-preload.ts).
 * Scripts only: a stylesheet loaded ahead would apply to the page the link is on.
 */
export function routeChunks(manifest: Manifest, pages: string[]): Record<string, string[]> {
  return Object.fromEntries(
    pages.map((page) => [page, chunkFiles(manifest, [page]).map((file) => `/${file}`)]),
  );
}

/**
 * One preload: `[rel, href, as?, unlessBrowserHas?]` (`as` for a stylesheet's `preload`; `unlessBrowserHas`: not
 * in a browser whose `Element` has that method), as the page start inserts it.
 */
export type PreloadLink = [
  rel: 'modulepreload' | 'preload',
  href: string,
  as?: 'style' | null,
  unlessBrowserHas?: string,
];

/**
 * The preloads for the app's catalogue and the given modules (manifest keys, first-pages.ts): their chunks and
 * what those import, less what the HTML already loads (the entry and its imports, which Vite's index.html
 * names itself). A module the manifest does not have is skipped. `conditional`: modules that only some browsers
 * render (DOMPurify, where the browser has no sanitizer): what they add beyond the rest, marked with that method.
 */
export function routePreloadLinks(
  manifest: Manifest,
  modules: string[],
  conditional: ConditionalFirstPages[] = [],
): PreloadLink[] {
  const files = chunkFiles(manifest, [catalogueKey(manifest), ...modules]);
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const styles = new Set(files.flatMap((file) => byFile.get(file)?.css ?? []));
  const forSome = conditional.flatMap(({ unlessBrowserHas, modules: theirs }) =>
    chunkFiles(manifest, theirs)
      .filter((file) => !files.includes(file))
      .map((file): PreloadLink => ['modulepreload', `/${file}`, null, unlessBrowserHas]),
  );
  return [
    ...files.map((file): PreloadLink => ['modulepreload', `/${file}`]),
    ...forSome,
    ...[...styles].map((file): PreloadLink => ['preload', `/${file}`, 'style']),
  ];
}

/**
 * `links` as `<link>` tags (crossorigin, as the module scripts that import them ask); those for some browsers only
 * are left out (a tag cannot ask the browser's methods).
 */
export function preloadTags(links: PreloadLink[]): string {
  return links
    .filter(([, , , unlessBrowserHas]) => !unlessBrowserHas)
    .map(([rel, href, as]) => `<link rel="${rel}"${as ? ` as="${as}"` : ''} crossorigin href="${href}">`)
    .join('');
}

/** The tags for the app's catalogue and the given modules (routePreloadLinks). */
export function routePreloads(manifest: Manifest, modules: string[]): string {
  return preloadTags(routePreloadLinks(manifest, modules));
}
