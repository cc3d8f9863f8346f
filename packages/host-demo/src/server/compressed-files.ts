import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Compression of the app's and the widgets' files for a browser that accepts it (gzip or brotli, files of 1 kB
 * and more): the JavaScript on a partner page's way to the module player's title is about 100 kB as written and
 * about a third of that compressed. The api's answers are left as they are (small, per user, and compressing
 * each would cost every read; a balancer in front compresses them: deploy/nginx.conf).
 */
export function compressedFiles(): RequestHandler {
  return compression({ threshold: 1024 });
}
