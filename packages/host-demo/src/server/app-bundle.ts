import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Router } from 'express';
import { compressedFiles } from './compressed-files';
import { ensureBuilt } from './ensure-built';

/** The host-demo package folder (this file is `src/server/app-bundle.ts`). */
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Paths owned by the other parts of the composed server: never answered with the app's index.html. */
const NOT_THE_APP = /^\/(api|lti|widgets|embed-demo)(\/|$)/;

/**
 * Builds the standalone app (Vite) when `dist/app/index.html` (or `$APP_DIST_DIR/index.html`) is missing or older than its sources (the
 * app, and the widgets and SDK it bundles), so that `npm ci && npm start` serves it on a fresh clone.
 * Returns the folder to serve.
 */
export function ensureAppBundle(): string {
  const out = process.env.APP_DIST_DIR ?? join(packageDir, 'dist', 'app');
  const packages = join(packageDir, '..');
  ensureBuilt({
    label: 'the standalone app',
    workspace: '@modkit/host-demo',
    output: join(out, 'index.html'),
    sources: [join(packageDir, 'src', 'app'), join(packages, 'widgets', 'src'), join(packages, 'sdk', 'src')],
    root: join(packages, '..'),
  });
  return out;
}

/**
 * `/`: the app's static files (hashed assets cached for a year, index.html always revalidated) and the
 * SPA fallback: any other GET asking for HTML outside /api, /lti, /widgets and /embed-demo gets
 * index.html, so deep links work.
 */
export function appBundle(dir: string): Router {
  const router = express.Router();
  router.use(compressedFiles());
  const noCache = (res: express.Response) => res.setHeader('Cache-Control', 'no-cache');
  router.use(
    express.static(dir, {
      index: 'index.html',
      setHeaders(res, path) {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        if (/[\\/]assets[\\/]/.test(path))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else noCache(res);
      },
    }),
  );
  router.get(/.*/, (req, res, next) => {
    if (NOT_THE_APP.test(req.path) || !req.accepts('html')) return next();
    noCache(res);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.sendFile(join(dir, 'index.html'));
  });
  return router;
}
