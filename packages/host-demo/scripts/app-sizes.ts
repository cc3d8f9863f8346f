/**
 * Sizes of the standalone app's build (min + gzip), read from Vite's manifest: the initial JavaScript (the
 * entry chunk and everything it imports statically, before any route chunk) and, for each lazy chunk (a
 * route's page, a popup), its own size and what opening it downloads beyond the initial JavaScript.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The budget of the initial JavaScript, checked by the build: 45 kB, the speed issues' target (120 before
 * preact/compat, 49 before the shell held only what the entry needs). It is 44.4 kB today, with each screen's
 * own title and the focus kept across navigations and busy buttons (accessibility) and the offline writes'
 * state and the service worker's registration (offline learning).
 */
export const INITIAL_JS_BUDGET_KB = 45;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export interface AppSizeReport {
  initialKb: number;
  initialFiles: string[];
  /** Lazy chunks by source path: own size, and the download when first opened (own + new static imports). */
  lazy: Array<{ source: string; ownKb: number; openKb: number }>;
}

export function measureApp(dir: string): AppSizeReport | null {
  const manifestFile = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const sizes = new Map<string, number>();
  const kb = (key: string): number => {
    const file = manifest[key]!.file;
    if (!sizes.has(file))
      sizes.set(file, gzipSync(readFileSync(join(dir, file)), { level: 9 }).length / 1024);
    return sizes.get(file)!;
  };
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key)) return into;
    into.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) return null;
  const initial = closure(entry);
  const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + kb(key), 0);
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry)
    .map((key) => ({
      source: (manifest[key]!.src ?? key).replace(/^(\.\.\/)+/, 'packages/'),
      ownKb: kb(key),
      openKb: sum([...closure(key)].filter((k) => !initial.has(k))),
    }))
    .sort((a, b) => a.source.localeCompare(b.source));
  return {
    initialKb: sum(initial),
    initialFiles: [...initial].map((key) => manifest[key]!.file),
    lazy,
  };
}

/** The offline part's chunks: the app's `offline/` modules and the widgets' sealed store. */
const OFFLINE_CHUNK = /^(offline\/|_sealed-)/;

/**
 * Chunks of the rest of the app (the entry, the screens, the shared kits) that import the offline part's
 * chunks statically, each with the offline chunk it pulls in: the offline part starts after a screen's paints
 * (offline/settled.ts), so a screen that imports it statically downloads it before its own first paint. A
 * constant shared by the SDK's calls and the queue once put the shared kit behind the queue's chunk.
 */
export function offlineChunksOnScreens(dir: string): string[] {
  const manifestFile = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  return Object.entries(manifest)
    .filter(([key]) => !OFFLINE_CHUNK.test(key))
    .flatMap(([key, chunk]) =>
      (chunk.imports ?? []).filter((dep) => OFFLINE_CHUNK.test(dep)).map((dep) => `${key} → ${dep}`),
    );
}
