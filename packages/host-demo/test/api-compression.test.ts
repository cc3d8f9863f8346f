// @vitest-environment node
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ComposedOnPort, composedOnPort } from './fixtures/composed-on-port';
import { readRaw } from './fixtures/read-raw';

/**
 * The composed server's api answers as a browser on a slow network receives them: compressed when it says it
 * accepts gzip or brotli and the answer is worth it, as they are otherwise (a client that sends no
 * Accept-Encoding, such as the read bench, gets the bytes the api wrote).
 */
let started: ComposedOnPort;
let url: string;

beforeAll(async () => {
  started = await composedOnPort('modkit-compression-');
  url = started.url;
}, 300_000);
afterAll(() => started?.close());

const read = (path: string, headers: Record<string, string>) => readRaw(`${url}${path}`, headers);

describe('api answers on the composed server', () => {
  it('are gzip-compressed when the client accepts gzip, and read the same once unpacked', async () => {
    const plain = await read('/api/openapi.json', {});
    const packed = await read('/api/openapi.json', { 'Accept-Encoding': 'gzip' });
    expect(packed.res.headers['content-encoding']).toBe('gzip');
    expect(packed.res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(packed.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(packed.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    );
  });

  it('are sent as written to a client that sends no Accept-Encoding', async () => {
    const { res, body } = await read('/api/openapi.json', {});
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(body.toString('utf8')).openapi).toBeTruthy();
  });

  it('are sent as written when they are too small to gain (under 1 kB)', async () => {
    const { res, body } = await read('/api/health', { 'Accept-Encoding': 'gzip, br' });
    expect(body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
