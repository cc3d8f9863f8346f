import type { ServerResponse } from 'node:http';
import compression from 'compression';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * Compression of what the composed server sends a browser that accepts it (gzip or brotli, answers of 1 kB and
 * more; a client that sends no Accept-Encoding gets the bytes as written):
 * - the app's and the widgets' files: the JavaScript on a partner page's way to the module player's title is
 *   about 100 kB as written and about a third of that compressed;
 * - the api's answers: the library home's first reads are tens of kB of JSON, most of what a phone on slow 4G
 *   waits for before the first rows; compressed they are about a third (a page of 12 trending modules: 14.1 kB
 *   as written, 5.0 kB gzip, 4.9 kB brotli). It costs the server about 0.4 ms of CPU per such read (brotli at
 *   quality 4, gzip at level 6; measured with autocannon on a busy machine: a rough figure). The api's read
 *   bench sends no Accept-Encoding and measures the api alone: it is not affected. A balancer in front may
 *   compress instead
 *   (deploy/nginx.conf): it then receives them compressed only if it asks for it.
 */
export function compressedFiles(): RequestHandler {
  return compression({ threshold: 1024 });
}

/**
 * The files of `dir` as their build compressed them (brotli at quality 11 and gzip beside each file: the app's
 * vite.config.ts, widgets/scripts/precompress.ts), brotli first, for a browser that accepts one; the others as
 * they are (compressed as they go by `compressedFiles` in front). No index file: the routers answer folders.
 */
export function precompressedFiles(
  dir: string,
  setHeaders: (res: ServerResponse, path: string) => void,
): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br'],
    index: false,
    serveStatic: { index: false, setHeaders },
  });
}
