import { createClient } from '@modkit/sdk';
import { describe, expect, it } from 'vitest';
import { FIRST_REQUESTS } from '../src/embed/first-requests';
import { loadModuleData } from '../src/module-player/module-data';
import { prefetchedFirst, prefetchKey } from '../src/runtime/prefetched-fetch';

const API = 'https://modkit.example/api';
const element = (attributes: Record<string, string>) =>
  ({ getAttribute: (name: string) => attributes[name] ?? null }) as unknown as Element;

describe('the first api reads the loader starts', () => {
  it('are the GETs the module player makes first, URL for URL', async () => {
    const asked: string[] = [];
    const client = createClient({
      baseURL: `${API}/`,
      token: 't',
      fetch: async (input, init) => {
        asked.push(`${init?.method ?? 'GET'} ${String(input)}`);
        return new Response('{}', { status: 500 });
      },
    });
    await loadModuleData(client, 43).catch(() => undefined);
    const prefetched = FIRST_REQUESTS['module-player']?.(element({ 'module-id': '43' })) ?? [];
    expect(asked.sort()).toEqual(prefetched.map((path) => `GET ${API}${path}`).sort());
  });

  it('are none without a usable module-id', () => {
    expect(FIRST_REQUESTS['module-player']?.(element({ 'module-id': 'abc' }))).toEqual([]);
    expect(FIRST_REQUESTS['module-player']?.(element({}))).toEqual([]);
  });
});

describe('prefetchedFirst', () => {
  it('answers a GET of a prefetched URL with the same token once, then fetches', async () => {
    const response = Promise.resolve(new Response('prefetched'));
    const prefetched = new Map([[prefetchKey('t', `${API}/users/profile`), response]]);
    const calls: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response('network');
    }) as typeof fetch;
    try {
      const withToken = prefetchedFirst(prefetched, 't');
      expect(withToken(`${API}/users/profile`, { method: 'POST' })).not.toBe(response);
      expect(prefetchedFirst(prefetched, 'other')(`${API}/users/profile`)).not.toBe(response);
      expect(withToken(`${API}/users/profile`, { method: 'GET' })).toBe(response);
      await expect((await withToken(`${API}/users/profile`)).text()).resolves.toBe('network');
      expect(calls).toHaveLength(3);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
