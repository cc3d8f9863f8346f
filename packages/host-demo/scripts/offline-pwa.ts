import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app (issue 44), by vite-plugin-pwa on Workbox: the web app manifest (name, icons, start page)
 * linked from index.html, and the app's one service worker, `/sw.js`, built from `src/app/worker/sw.ts`
 * (injectManifest) with the list of files to precache: the shell and every screen's scripts and stylesheets,
 * not their compressed copies, not the HTML (the server writes each page). The app registers the worker itself,
 * after its first screen is painted (app/offline/register-worker.ts): nothing is injected into the page.
 */
export function offlinePwa(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    includeAssets: [],
    manifest: {
      id: '/',
      name: 'modkit',
      short_name: 'modkit',
      description: 'Short learning modules, collections, projects and mentors: also without a network.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f5f7fb',
      theme_color: '#2346b8',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    injectManifest: {
      globPatterns: ['assets/**/*.{js,css,svg}', 'icons/*.{png,svg}'],
      // The admin console is not an offline learner's: its pages stay online only.
      globIgnores: ['**/*.br', '**/*.gz', 'assets/**/admin*'],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
    // The app's icons are its own (static/icons), not generated.
    pwaAssets: { disabled: true },
  });
}
