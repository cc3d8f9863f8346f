import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express, { type Router } from 'express';

const require = createRequire(import.meta.url);

/** The widgets package's folder (through its public package.json, never its internals). */
export function widgetsPackageDir(): string {
  return dirname(require.resolve('@modkit/widgets/package.json'));
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Builds the script-tag bundles when they are missing or older than their sources, so that
 * `npm ci && npm start` works on a fresh clone (about 10 s, once).
 */
export function ensureWidgetBundles(): string {
  const pkg = widgetsPackageDir();
  const out = join(pkg, 'dist', 'embed');
  const loader = join(out, 'loader.js');
  const stale = !existsSync(loader) || newestMtime(join(pkg, 'src')) > statSync(loader).mtimeMs;
  if (stale) {
    console.log('Building the widget bundles…');
    const run = spawnSync('npm', ['run', 'build', '-w', '@modkit/widgets'], {
      stdio: 'inherit',
      cwd: join(pkg, '..', '..'),
    });
    if (run.status !== 0 || !existsSync(loader)) throw new Error('the widget bundles could not be built');
  }
  return out;
}

/**
 * `/widgets/*`: the loader and the widget modules. Partner pages load them from other origins as
 * module scripts, so they are served with CORS; hashed chunks are cached for a year, the loader and
 * the entries revalidate.
 */
export function widgetBundles(dir: string): Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  });
  router.use(
    express.static(dir, {
      index: false,
      fallthrough: true,
      setHeaders(res, path) {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        if (/[\\/]chunks[\\/]/.test(path))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      },
    }),
  );
  router.use((req, res) => {
    res.status(404).json({ message: `No widget bundle at ${req.path}`, error: {} });
  });
  return router;
}
