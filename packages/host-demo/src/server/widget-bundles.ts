import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express, { type Router } from 'express';
import { compressedFiles, precompressedFiles } from './compressed-files';
import { ensureBuilt } from './ensure-built';

const require = createRequire(import.meta.url);

/** The widgets package's folder (through its public package.json, never its internals). */
function widgetsPackageDir(): string {
  return dirname(require.resolve('@modkit/widgets/package.json'));
}

/**
 * Builds the script-tag bundles when they are missing or older than their sources (the widgets and the
 * SDK), so that `npm ci && npm start` works on a fresh clone (about 10 s, once).
 */
export function ensureWidgetBundles(): string {
  const pkg = widgetsPackageDir();
  const out = join(pkg, 'dist', 'embed');
  ensureBuilt({
    label: 'the widget bundles',
    workspace: '@modkit/widgets',
    // The bundles this server serves; the npm package's checks belong to `npm run build`.
    script: 'build:bundles',
    output: join(out, 'loader.js'),
    sources: [join(pkg, 'src'), join(pkg, '..', 'sdk', 'src')],
    root: join(pkg, '..', '..'),
  });
  return out;
}

/**
 * `/widgets/*`: the loader and the widget modules. Partner pages load them from other origins as
 * module scripts, so they are served with CORS; hashed chunks are cached for a year, the loader and
 * the entries revalidate.
 */
export function widgetBundles(dir: string): Router {
  const router = express.Router();
  router.use(compressedFiles());
  router.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  });
  router.use(
    precompressedFiles(dir, (res, path) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (/[\\/]chunks[\\/]/.test(path))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    }),
  );
  router.use((req, res) => {
    res.status(404).json({ message: `No widget bundle at ${req.path}`, error: {} });
  });
  return router;
}
