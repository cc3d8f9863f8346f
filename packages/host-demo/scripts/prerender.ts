/**
 * Run after `vite build`: the signed-out pages (src/app/prerender/prerendered-paths.ts) rendered to HTML in each
 * language, for the server to send painted (src/server/prerendered-pages.ts). The app's page components are built
 * for Node by Vite with the app's own config (its aliases: preact/compat), then rendered to strings under a
 * minimal window (the modules read `window`, `location` and `localStorage` as they load). Writes
 * `<app dist>/.prerender/pages.json`: `{ pages: { "<path>": { "<language>": "<markup>" } }, titles: (the same, each
 * page's tab title), css }` (a dot folder: not served).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { config } from '../vite.config.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const appDir = process.env.APP_DIST_DIR ?? here('../dist/app');
const started = Date.now();
// Inside the package, so that the built module finds preact in node_modules; removed when done.
const outDir = here('../dist/.prerender-build');

try {
  await build({
    ...config,
    configFile: false,
    logLevel: 'warn',
    // Everything bundled (the workspace packages' sources) so that the aliases apply to all of it, but preact: one
    // copy of it, Node's, for the components and the renderer (two would not share hooks and contexts).
    ssr: { noExternal: /^(?!preact)/, resolve: { conditions: ['source'] } },
    build: {
      ssr: here('../src/app/prerender/render-page.tsx'),
      outDir,
      emptyOutDir: true,
      target: 'node22',
      rollupOptions: { output: { format: 'esm', entryFileNames: 'render-page.mjs' } },
    },
  });
  const stored = new Map<string, string>();
  const browser = {
    window: globalThis,
    location: new URL('http://localhost/login'),
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, String(value)),
      removeItem: (key: string) => stored.delete(key),
    },
  };
  for (const [name, value] of Object.entries(browser))
    Object.defineProperty(globalThis, name, { configurable: true, value });
  const { renderPage, PRERENDERED_PATHS, LANGUAGES, PAGE_UI_CSS } = (await import(
    pathToFileURL(join(outDir, 'render-page.mjs')).href
  )) as typeof import('../src/app/prerender/render-page');
  const pages: Record<string, Record<string, string>> = {};
  const titles: Record<string, Record<string, string>> = {};
  for (const path of PRERENDERED_PATHS) {
    pages[path] = {};
    titles[path] = {};
    for (const language of LANGUAGES) {
      const { markup, title } = await renderPage(path, language);
      pages[path][language] = markup;
      if (title) titles[path][language] = title;
    }
  }
  mkdirSync(join(appDir, '.prerender'), { recursive: true });
  writeFileSync(
    join(appDir, '.prerender', 'pages.json'),
    JSON.stringify({ pages, titles, css: PAGE_UI_CSS }),
  );
  console.log(
    `✓ prerendered ${PRERENDERED_PATHS.length} pages × ${LANGUAGES.length} languages (${Date.now() - started} ms)`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
