// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ComposedOnPort, composedOnPort } from './fixtures/composed-on-port';
import { readRaw } from './fixtures/read-raw';

/**
 * The app's files as a phone receives them: compressed by the build at its best (brotli at quality 11, gzip at
 * level 9, vite.config.ts), sent as they are to a browser that accepts them, the bytes as written otherwise.
 * Compressed as they were sent (brotli at quality 4), the entry was a little larger than gzip's at level 9.
 * The widgets' script-tag files (`/widgets`) likewise, from their own build (widgets/scripts/precompress.ts).
 */
let started: ComposedOnPort;
let entry: string;

beforeAll(async () => {
  started = await composedOnPort('modkit-app-files-');
  const html = (await readRaw(`${started.url}/login`, {})).body.toString('utf8');
  entry = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"/.exec(html)![1]!;
}, 300_000);
afterAll(() => started?.close());

const read = (path: string, headers: Record<string, string> = {}) =>
  readRaw(`${started.url}${path}`, headers);

/** The smallest share of gzip's size that the build's brotli (quality 11) reaches on our scripts. */
const BROTLI_UNDER_GZIP = 0.93;

/** `path` as brotli, as gzip and as written: brotli well under gzip, and both unpack to the file. */
async function expectPrecompressed(path: string) {
  const plain = await read(path);
  const brotli = await read(path, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
  const gzip = await read(path, { 'Accept-Encoding': 'gzip' });
  expect(brotli.res.headers['content-encoding']).toBe('br');
  expect(brotli.res.headers['content-type']).toMatch(/^text\/javascript/);
  expect(brotli.res.headers.vary).toMatch(/Accept-Encoding/i);
  expect(brotliDecompressSync(brotli.body)).toEqual(plain.body);
  expect(gzip.res.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body)).toEqual(plain.body);
  expect(brotli.body.length).toBeLessThan(gzip.body.length * BROTLI_UNDER_GZIP);
  return brotli.res;
}

describe("the app's files", () => {
  it('come as brotli to a browser that accepts it, well under gzip, and unpack to the file', async () => {
    const res = await expectPrecompressed(entry);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('come as written to a client that accepts no compression', async () => {
    const { res, body } = await read(entry, { 'Accept-Encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(body.toString('utf8')).toMatch(/import|export/);
  });

  it('answer a path that is not valid percent-encoding with 400, and the server goes on', async () => {
    const bad = await read('/assets/%E0%A4%A.js', { 'Accept-Encoding': 'br' });
    expect(bad.res.statusCode).toBe(400);
    expect((await read(entry)).res.statusCode).toBe(200);
  });
});

describe("the widgets' script-tag files", () => {
  it('come as the build compressed them too, with their CORS headers', async () => {
    const res = await expectPrecompressed('/widgets/module-player.js');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
