import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { offlinePwa } from './scripts/offline-pwa.ts';
import { entryImportedModules, shellChunkName } from './scripts/shell-chunk.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The app renders with preact/compat, as the script-tag widgets do: React DOM was three quarters of the entry
 * chunk (202 of 278 kB minified), parsed and run before any screen on a phone's CPU; preact/compat does the
 * same work in about 11 kB. The widgets' React components run on it unchanged (their script-tag build proves it).
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

/** The standalone app: `src/app` built to `dist/app`, served at `/` by the composed server. */
export const config: UserConfig = {
  root: here('./src/app'),
  base: '/',
  // The installable app's icons (`static/icons`, named by the manifest); `src/app/public` holds the public pages'
  // sources, which must not be published.
  publicDir: here('./static'),
  plugins: [
    react(),
    // Each script, stylesheet and icon written beside itself as brotli (quality 11) and gzip (level 9), for the
    // server to send as they are (app-bundle.ts): the compression it does as it answers (brotli at quality 4) left
    // the entry, the shell, the kit and the catalogue 11 kB larger, bytes a phone on slow 4G waits for on every
    // screen (71 kB as sent, 61 kB at quality 11). The HTML is written per request: it is compressed as it goes.
    compression({ include: /\.(js|css|svg|json)$/, threshold: 1024, logLevel: 'silent' }),
  ],
  resolve: {
    // Workspace packages export their TypeScript sources under "source".
    conditions: ['source', ...defaultClientConditions],
    alias: [
      // react-shadow imports react-dom/server unconditionally; the app never renders on a server.
      { find: /^react-dom\/server$/, replacement: here('./src/app/react-dom-server-stub.ts') },
      ...PREACT_ALIASES,
    ],
  },
  build: {
    // APP_DIST_DIR: another output folder (parallel checkouts or test runs that must not share one).
    outDir: process.env.APP_DIST_DIR ?? here('./dist/app'),
    emptyOutDir: true,
    // Read by scripts/app-sizes.ts (the build's budget check and `npm run bench -- sizes`).
    manifest: true,
    target: 'es2022',
    // Every browser the app runs in (es2022) but Safari before 17 knows modulepreload; there the preloads are
    // skipped and the chunks load when imported, as before. The polyfill was 1.2 kB of the entry for them.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The entries export nothing: what routes share with the entry may go into the entry's chunk.
      preserveEntrySignatures: false,
      input: { index: here('./src/app/index.html') },
      output: { entryFileNames: 'assets/[name]-[hash].js' },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/widgets': 'http://localhost:3000' },
  },
};

export default defineConfig(async ({ command }) => {
  if (command !== 'build') return config;
  // What the entry imports goes in one 'shell' chunk beside it (scripts/shell-chunk.ts).
  const shell = await entryImportedModules(config);
  const rollupOptions = config.build!.rollupOptions!;
  return {
    ...config,
    // The installable app and its one service worker (offline-pwa.ts): only in the app's own build, not in the
    // first build above nor the prerender's.
    plugins: [...(config.plugins ?? []), offlinePwa()],
    build: {
      ...config.build,
      rollupOptions: {
        ...rollupOptions,
        output: {
          ...rollupOptions.output,
          codeSplitting: {
            groups: [
              {
                name: shellChunkName(shell),
                debugName: 'shell',
                // Only the modules the entry needs: a captured module's own imports would pull in, through the
                // packages' index files (`@modkit/widgets/ui`, `@modkit/sdk`), every route-only module they
                // re-export (the mentors' assign dialog, popovers, tooltips: 3 kB gz). What is left out is
                // chunked as usual, with the routes that use it.
                includeDependenciesRecursively: false,
              },
              {
                name: 'kit',
                // The SDK's api calls, rules, client helpers and what its rules and schemas share (src/shared/: as
                // a chunk of its own, 0.3 kB, every screen waited for it), the widgets' and the app's ui parts and the
                // icons' data that routes use beyond the shell, in one chunk, loaded by the first route that needs
                // any: a route got them as a dozen chunks of 0.1-0.6 kB gz, each a request, and a phone's HTTP/1.1
                // takes six at a time, round trip after round trip (My Library's route: 20 files, 14 kB gz, now 8,
                // 22 kB; the module page 27 files, 25 kB, now 8, 32 kB; My Profile 31, now 10). These modules only
                // export functions, components and data: taken without their imports, they run in the same order.
                // (The widgets' runtime is left out: its widget definitions were read before their modules ran.)
                test: /packages[\\/](sdk[\\/]src[\\/](api|rules|client|shared)|widgets[\\/]src[\\/]ui|host-demo[\\/]src[\\/]app[\\/]ui)[\\/]|node_modules[\\/]lucide[\\/]/,
                includeDependenciesRecursively: false,
                minShareCount: 2,
              },
              {
                // The app's English catalogue with the widgets' English that it lays its own over: the widgets'
                // is also a language a widget may load on its own (a dynamic import), so it was a chunk apart that
                // every screen asked for right after the app's (4.4 kB gz, a request more on every screen).
                // route-preloads.ts finds the chunk by its name.
                name: 'app-catalogue',
                test: /packages[\\/](sdk[\\/]src[\\/]i18n[\\/]catalogues[\\/](en[\\/](app|widgets)|app|widgets-whole)\.ts|host-demo[\\/]src[\\/]app[\\/]i18n[\\/]app-catalogue\.ts)$/,
                includeDependenciesRecursively: false,
              },
              {
                // The widgets' runtime as the app's screens use it (a widget's environment, its shadow host and
                // React component, its resources, events, bus and profile) and the app's few helpers around it: nine
                // chunks of 0.1-0.9 kB gz on every screen that shows a widget, each a request, now one of 1.5 kB
                // (My Library's screen: 9 files, now 4; the module page 10, now 5). What these modules import
                // comes from the shell and the kit, so they run after them as before.
                name: 'widget-kit',
                test: /packages[\\/](widgets[\\/]src[\\/](runtime[\\/]|react[\\/](create-component|shadow-host))|host-demo[\\/]src[\\/]app[\\/](i18n[\\/]with-node|library[\\/]use-viewer|login[\\/]text-field))/,
                includeDependenciesRecursively: false,
                minShareCount: 2,
              },
              {
                // The parts the account, projects and supervision screens share (the sections, lists and medals of
                // the activity log and a learner's details, the projects' table and queries, the locked-page gate,
                // the card grid): 0.1-1 kB gz chunks, ten of them on the activity log, now one of 4.2 kB (the
                // activity log's screen: 17 files, now 5; a learner's details 16, now 6; projects 13, now 5).
                // The project pages' own parts (chat, files, body) and the profile page's stay with their pages,
                // and the stylesheets with the chunks they were in: moved, they would apply in another order.
                name: 'pages-kit',
                test: /(?=.*\.tsx?$)packages[\\/]host-demo[\\/]src[\\/]app[\\/](account[\\/](?!(delete-account|your-data|download-file|profile))|projects[\\/](format-date|projects-query|learner-package|require-project|flash|project-filters|projects-table)|locked|router|supervision[\\/](person-card|use-mentor-id)|i18n[\\/](activity-texts|use-dates)|library[\\/]card-grid)/,
                includeDependenciesRecursively: false,
                minShareCount: 2,
              },
            ],
          },
        },
      },
    },
  };
});
