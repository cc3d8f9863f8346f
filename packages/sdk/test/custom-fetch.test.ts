import { describe, expect, it } from 'vitest';
import { createClient, getTotalPoints } from '../src/index';

describe('createClient({ fetch })', () => {
  it('sends every call through the given fetch (tests, SSR, fixtures), never the global one', async () => {
    const seen: string[] = [];
    const fake: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      seen.push(`${init?.method ?? 'GET'} ${url} ${new Headers(init?.headers).get('authorization')}`);
      return new Response(JSON.stringify({ data: { points: 120, badge: [], upcommingBadge: [500] } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const client = createClient({ baseURL: 'https://nowhere.invalid/api', token: 'abc', fetch: fake });
    const points = await getTotalPoints(client);
    expect(points.points).toBe(120);
    expect(seen).toEqual(['GET https://nowhere.invalid/api/users/total-points Bearer abc']);
  });
});
