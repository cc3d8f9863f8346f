import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The standalone app: `src/app` built to `dist/app`, served at `/` by the composed server. */
export default defineConfig({
  root: here('./src/app'),
  base: '/',
  // No public folder: `src/app/public` holds the public pages' sources, which must not be published.
  publicDir: false,
  plugins: [react()],
  resolve: {
    // Workspace packages export their TypeScript sources under "source".
    conditions: ['source', ...defaultClientConditions],
    alias: {
      // react-shadow imports react-dom/server unconditionally; the app never renders on a server.
      'react-dom/server': here('./src/app/react-dom-server-stub.ts'),
    },
  },
  build: {
    // APP_DIST_DIR: another output folder (parallel checkouts or test runs that must not share one).
    outDir: process.env.APP_DIST_DIR ?? here('./dist/app'),
    emptyOutDir: true,
    // Read by scripts/app-sizes.ts (the build's budget check and `npm run bench -- sizes`).
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      // The service worker is built from TypeScript to `/sw.js` (a worker's scope is its folder: the root).
      input: { index: here('./src/app/index.html'), sw: here('./src/app/push/service-worker.ts') },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/widgets': 'http://localhost:3000' },
  },
});
