import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Router } from 'express';
import { conditionalFirstPages, FIRST_PAGES, firstPages, PRICING_MODAL } from '../app/first-pages';
import { compressedFiles, precompressedFiles } from './compressed-files';
import { ensureBuilt } from './ensure-built';
import { withPageStart } from './page-start';
import {
  isPrerendered,
  readPrerendered,
  TAKE_OVER,
  visitorLanguage,
  withPrerender,
} from './prerendered-pages';
import { readManifest, routeChunks, routePreloadLinks } from './route-preloads';

/** The host-demo package folder (this file is `src/server/app-bundle.ts`). */
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Paths owned by the other parts of the composed server: never answered with the app's index.html. */
const NOT_THE_APP = /^\/(api|lti|widgets|embed-demo)(\/|$)/;

/** `/robots.txt`: everything but the api and the LTI tool may be crawled. */
const ROBOTS_TXT = 'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /lti/\n';

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
 * `/`: the app's static files (hashed assets cached for a year) and the SPA fallback: any GET asking for
 * HTML outside /api, /lti, /widgets and /embed-demo gets index.html (always revalidated), so deep links
 * work, with the page start of its path (page-start.ts: the screen's first api reads begin with the HTML)
 * and the preloads of its code (route-preloads.ts: the app's catalogue, the screen's page chunks); the signed-out
 * pages come painted, in the visitor's language (prerendered-pages.ts).
 */
export function appBundle(dir: string): Router {
  const router = express.Router();
  let indexHtml: string | undefined;
  const manifest = readManifest(dir);
  const prerendered = readPrerendered(dir);
  // The stylesheets a painted page carries in its HTML, read once (hashed names: they never change).
  const styleFiles = new Map<string, string>();
  const readStyle = (href: string) => {
    if (!styleFiles.has(href))
      styleFiles.set(href, readFileSync(join(dir, href.replace(/^\/+/, '')), 'utf8'));
    return styleFiles.get(href)!;
  };
  router.use(compressedFiles());
  // Search engines may read the app's public pages (login, signup, terms …), not the api or the LTI tool.
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=86400');
    res.send(ROBOTS_TXT);
  });
  const noCache = (res: ServerResponse) => res.setHeader('Cache-Control', 'no-cache');
  // The main screens' script files, for the app to preload ahead of a click (route-preloads.ts).
  const chunks =
    manifest && routeChunks(manifest, [...new Set([...FIRST_PAGES.map((s) => s.page), PRICING_MODAL])]);
  router.get('/route-chunks.json', (_req, res, next) => {
    if (!chunks) return next();
    noCache(res);
    res.json(chunks);
  });
  // index.html is written per page (the page start, withPageStart): the fallback below answers '/' too.
  router.use(
    precompressedFiles(dir, (res, path) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (/[\\/]assets[\\/]/.test(path))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else noCache(res);
    }),
  );
  router.get(/.*/, (req, res, next) => {
    if (NOT_THE_APP.test(req.path) || !req.accepts('html')) return next();
    noCache(res);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    indexHtml ??= readFileSync(join(dir, 'index.html'), 'utf8');
    const query = new URL(req.originalUrl, 'http://app').searchParams;
    const painted = !!prerendered && isPrerendered(prerendered, req.path);
    // A painted page also preloads the app's take-over of its markup (app/prerender/take-over.ts).
    const modules = [...firstPages(req.path, query), ...(painted ? [TAKE_OVER] : [])];
    const preloads = manifest ? routePreloadLinks(manifest, modules, conditionalFirstPages(req.path)) : [];
    const nonce = res.locals.cspNonce as string;
    if (!painted || !prerendered) {
      res.type('html').send(withPageStart(indexHtml, req.path, nonce, preloads, query));
      return;
    }
    // A painted page (prerendered-pages.ts), in the language of the visitor, its stylesheets in it.
    res.setHeader('Vary', 'Accept-Language, Cookie');
    const styles = preloads.filter(([, , as]) => as === 'style').map(([, href]) => href);
    const scripts = preloads.filter(([, , as]) => as !== 'style');
    const page = withPageStart(indexHtml, req.path, nonce, scripts, query);
    const language = visitorLanguage(req.headers);
    res
      .type('html')
      .send(withPrerender(page, prerendered, { path: req.path, language, nonce, styles }, readStyle));
  });
  return router;
}
