/**
 * Builds the two distributions of the widgets and checks their size budgets:
 * - `dist/npm`: React components for bundlers (react and react-dom stay peer dependencies);
 * - `dist/embed`: the script-tag build on preact/compat — `loader.js` (a classic script) and one ES
 *   module per widget, sharing one runtime chunk (merge-shared-chunks.ts), loaded on first use.
 * Then what each React component costs a partner's app that installs the packed packages
 * (react-consumer.ts); both have budgets. `--bundles-only` (what `npm start` runs on a fresh clone) builds the
 * two distributions and checks the script-tag budgets, without the packed-package check (it needs the SDK's
 * own build, which the full `npm run build` makes first).
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import { mergeSharedChunks } from './merge-shared-chunks';
import { minifyCssLiterals } from './minify-css-plugin';
import { checkNpmEntries } from './npm-entries';
import { precompress } from './precompress';
import { checkReactConsumer, measureReactConsumer } from './react-consumer';
import { checkBudgets } from './size-budgets';
import { markClientModules } from './use-client';

const root = fileURLToPath(new URL('..', import.meta.url));
const version = process.env.npm_package_version ?? '0.1.0';
const production = { 'process.env.NODE_ENV': '"production"', __MODKIT_VERSION__: JSON.stringify(version) };

const preactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

rmSync(`${root}/dist`, { recursive: true, force: true });

/** The React components, one entry each (`@modkit/widgets/points-badge`), and the index of them all. */
const COMPONENT_ENTRIES = {
  'points-badge': 'src/react/points-badge.ts',
  'library-carousel': 'src/react/library-carousel.ts',
  'module-player': 'src/react/module-player.ts',
  discussion: 'src/react/discussion.ts',
  'learner-table': 'src/react/learner-table.ts',
  dashboard: 'src/react/dashboard.ts',
};

const NPM_EXTERNAL = [
  'react',
  'react-dom',
  'react-dom/client',
  '@modkit/sdk',
  '@floating-ui/react',
  'dompurify',
  'uplot',
  'idb',
];

// Split ES modules: a component's entry imports only the chunks it uses, and nothing runs at module level
// (package.json says `sideEffects` of the embed loader only), so an app pays for the widgets it renders.
// Then every file of it gets "use client" (use-client.ts): the React entries are client modules, which a React
// Server Component may import and render.
await build({
  entry: {
    index: 'src/index.ts',
    ui: 'src/ui/index.ts',
    offline: 'src/offline/index.ts',
    ...COMPONENT_ENTRIES,
  },
  outDir: 'dist/npm',
  format: ['esm'],
  // lucide (a dev dependency) is bundled: its shapes the widgets draw, and their type, nothing else.
  dts: { resolve: ['lucide'] },
  sourcemap: true,
  treeshake: true,
  target: 'es2020',
  external: NPM_EXTERNAL,
  define: { __MODKIT_VERSION__: JSON.stringify(version) },
  silent: true,
  esbuildPlugins: [minifyCssLiterals()],
});

markClientModules(`${root}/dist/npm`);

// `@modkit/widgets/elements`, built apart so that it shares no chunk with the client modules: a server
// imports it as it is (no React, no directive).
await build({
  entry: { elements: 'src/elements/index.ts' },
  outDir: 'dist/npm',
  format: ['esm'],
  dts: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2020',
  external: NPM_EXTERNAL,
  silent: true,
});
const entriesOk = checkNpmEntries(`${root}/dist/npm`, ['index', 'ui', ...Object.keys(COMPONENT_ENTRIES)]);

await build({
  entry: {
    'library-carousel': 'src/embed/entries/library-carousel.ts',
    'module-player': 'src/embed/entries/module-player.ts',
    discussion: 'src/embed/entries/discussion.ts',
    'points-badge': 'src/embed/entries/points-badge.ts',
    'learner-table': 'src/embed/entries/learner-table.ts',
    dashboard: 'src/embed/entries/dashboard.ts',
  },
  outDir: 'dist/embed',
  format: ['esm'],
  splitting: true,
  minify: true,
  treeshake: true,
  target: 'es2020',
  platform: 'browser',
  noExternal: [/.*/],
  define: production,
  metafile: true,
  silent: true,
  esbuildPlugins: [minifyCssLiterals()],
  esbuildOptions(options) {
    options.alias = preactAliases;
    options.conditions = ['source', 'browser', 'module', 'import'];
    options.chunkNames = 'chunks/[name]-[hash]';
    options.legalComments = 'none';
  },
});

// One shared runtime chunk instead of esbuild's many (esbuild's metafile then describes files that are gone).
const runtimeChunk = await mergeSharedChunks(`${root}/dist/embed`);
rmSync(`${root}/dist/embed/metafile-esm.json`, { force: true });

await build({
  entry: { loader: 'src/embed/loader.ts' },
  outDir: 'dist/embed',
  format: ['iife'],
  minify: true,
  target: 'es2020',
  platform: 'browser',
  // The loader fetches the runtime chunk alongside a widget's entry.
  define: { ...production, __MODKIT_RUNTIME__: JSON.stringify(runtimeChunk) },
  silent: true,
  outExtension: () => ({ js: '.js' }),
  // The SDK from its sources, as the entries above: a fresh clone's `npm start` has not built it.
  esbuildOptions(options) {
    options.conditions = ['source', 'browser', 'module', 'import'];
  },
});

const embedOk = checkBudgets(`${root}/dist/embed`);
// Measured as built (the budgets are gzip at level 9 of each file), then written beside themselves compressed.
precompress(`${root}/dist/embed`);
// What a React partner's app pays for each component, from the packed packages (react-consumer.ts).
const bundlesOnly = process.argv.includes('--bundles-only');
const reactOk = bundlesOnly || checkReactConsumer(await measureReactConsumer());
if (!entriesOk || !embedOk || !reactOk) process.exit(1);
