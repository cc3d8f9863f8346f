import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Prefetched, type PrefetchedResponse, prefetchedFirst, prefetchKey } from './prefetched-fetch';

const URL = '/api/users/total-points';

/** A prefetched answer `{"points": n}` under the token 't', answering `takers` GETs when set. */
function prefetchedPoints(points: number, takers?: number): Prefetched {
  const pending: PrefetchedResponse = Promise.resolve(new Response(JSON.stringify({ points })));
  if (takers) pending.takers = takers;
  return new Map([[prefetchKey('t', URL), pending]]);
}

describe('a fetch that answers from responses fetched ahead', () => {
  const network = vi.fn(async () => new Response(JSON.stringify({ points: 99 })));
  afterEach(() => {
    network.mockClear();
    vi.unstubAllGlobals();
  });

  it('answers a GET of the same URL and token once, then asks the network', async () => {
    vi.stubGlobal('fetch', network);
    const get = prefetchedFirst(prefetchedPoints(5), 't');
    expect(await (await get(URL)).json()).toEqual({ points: 5 });
    expect(await (await get(URL)).json()).toEqual({ points: 99 });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('answers as many GETs as its takers, each with the whole body', async () => {
    vi.stubGlobal('fetch', network);
    const get = prefetchedFirst(prefetchedPoints(5, 2), 't');
    const [first, second] = await Promise.all([get(URL), get(URL)]);
    expect(await first.json()).toEqual({ points: 5 });
    expect(await second.json()).toEqual({ points: 5 });
    expect(network).not.toHaveBeenCalled();
    expect(await (await get(URL)).json()).toEqual({ points: 99 });
  });

  it('answers a POST read with the same body only', async () => {
    vi.stubGlobal('fetch', network);
    const body = JSON.stringify({ comparisionByMonth: [{ month: 8, year: 2026 }] });
    const dashboard = '/api/users/supermentor-dashboard';
    const prefetched: Prefetched = new Map([
      [prefetchKey('t', dashboard, body), Promise.resolve(new Response(JSON.stringify({ points: 7 })))],
    ]);
    const post = prefetchedFirst(prefetched, 't');
    await post(dashboard, { method: 'POST', body: JSON.stringify({ comparisionByMonth: [] }) });
    await post(dashboard);
    expect(network).toHaveBeenCalledTimes(2);
    expect(await (await post(dashboard, { method: 'POST', body })).json()).toEqual({ points: 7 });
    expect(network).toHaveBeenCalledTimes(2);
    expect(prefetched.size).toBe(0);
  });

  it('leaves another token, another URL and a write to the network', async () => {
    vi.stubGlobal('fetch', network);
    const prefetched = prefetchedPoints(5, 2);
    await prefetchedFirst(prefetched, 'other')(URL);
    await prefetchedFirst(prefetched, 't')('/api/users/profile');
    await prefetchedFirst(prefetched, 't')(URL, { method: 'POST' });
    expect(network).toHaveBeenCalledTimes(3);
    expect(prefetched.size).toBe(1);
  });
});
