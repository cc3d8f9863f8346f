/** Health, stored files and (outside production) the developer mailbox. */
import { pipeline } from 'node:stream/promises';
import type { RequestHandler, Router } from 'express';
import { sql } from 'kysely';
import type { ApiContext } from '../config/context';
import { isFromLoopback } from '../http/guards/loopback';
import { notFound } from '../http/http-error';
import { folderOf, isPublicFolder, mayReadPrivateFile } from '../storage/file-links';
import { FILES_PREFIX } from '../storage/storage';

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

// Alive: the process answers (a load balancer's liveness check).
export const health = (): RequestHandler => (_req, res) => {
  res.json({ status: 'ok' });
};

// Ready: the database and the storage answer (a load balancer sends traffic only then).
export const readiness =
  (ctx: ApiContext): RequestHandler =>
  async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (ctx.lifecycle.stopping) return void res.status(503).json({ status: 'stopping' });
    const checks = {
      database: sql`select 1`.execute(ctx.db).then(
        () => true,
        () => false,
      ),
      storage: ctx.storage.check().then(
        () => true,
        () => false,
      ),
    };
    const failing = (
      await Promise.all(Object.entries(checks).map(async ([name, ok]) => ((await ok) ? null : name)))
    ).filter((name): name is string => name !== null);
    if (failing.length) res.status(503).json({ status: 'unavailable', failing });
    else res.json({ status: 'ready' });
  };

// Public files (covers, photos) to anyone, cached; private ones (invoices, certificates, project documents)
// only through a link the api signed for a reader who may still read them, never stored by a cache.
// Anything else, a malformed key too, answers 404 before the storage is read.
export function registerStoredFileRoutes(router: Router, ctx: ApiContext): void {
  router.get(`${FILES_PREFIX.replace('/api', '')}*key`, storedFile(ctx));
  // Development only, and only for requests from this machine: it lists every reset and verification link.
  if (!ctx.config.production) router.get('/dev/mailbox', devMailbox(ctx));
}

const storedFile =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    const key = ([] as string[]).concat((req.params as { key: string | string[] }).key).join('/');
    const folder = folderOf(key);
    if (!folder) throw notFound();
    const isPublic = isPublicFolder(folder);
    if (!isPublic && !(await mayReadPrivateFile(ctx, key, req.query.access))) throw notFound();
    // Streamed when the storage can (S3: the object's body piped through, never whole in memory).
    const file = ctx.storage.stream ? await ctx.storage.stream(key) : await ctx.storage.get(key);
    if (!file) throw notFound();
    const ext = key.slice(key.lastIndexOf('.')).toLowerCase();
    res.setHeader('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Uploaded files never run as pages on our origin.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (!CONTENT_TYPES[ext]) res.setHeader('Content-Disposition', 'attachment');
    res.setHeader('Cache-Control', isPublic ? 'public, max-age=86400' : 'private, no-store');
    if (file instanceof Uint8Array) {
      res.end(Buffer.from(file));
      return;
    }
    if (file.length !== undefined) res.setHeader('Content-Length', String(file.length));
    // A storage failure mid-way or a reader who leaves ends both streams (the reader sees a cut answer).
    await pipeline(file.body, res).catch(() => undefined);
  };

const devMailbox =
  (ctx: ApiContext): RequestHandler =>
  async (req, res) => {
    if (!isFromLoopback(req)) throw notFound();
    await ctx.background.settled(); // mail a request answered before sending is listed too
    const to = typeof req.query.to === 'string' ? req.query.to.toLowerCase() : undefined;
    let query = ctx.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(50);
    if (to) query = query.where('to_address', '=', to);
    const results = await query.execute();
    res.json({ data: { results } });
  };
