import { describe, expect, it } from 'vitest';
import { answerCache } from '../../src/db/answer-cache';

describe('answerCache', () => {
  it('reads the clock at every lookup: an answer older than its TTL is computed again at once', async () => {
    let clock = 1_000;
    let loads = 0;
    const cache = answerCache<string, { load: number }>({
      max: 10,
      ttlMs: 30_000,
      now: () => clock,
      load: async () => ({ load: ++loads }),
    });
    expect(await cache.get('key', undefined)).toEqual({ load: 1 });
    clock += 29_000;
    expect(await cache.get('key', undefined)).toEqual({ load: 1 });
    // No timer turn between the two lookups (a fast request): the clock moved past the TTL all the same.
    clock += 2_000;
    expect(await cache.get('key', undefined)).toEqual({ load: 2 });
  });

  it('shares one computation between concurrent callers and keeps none that failed', async () => {
    let loads = 0;
    let fail = true;
    const cache = answerCache<string, { load: number }>({
      max: 10,
      ttlMs: 30_000,
      now: () => 0,
      load: async () => {
        loads++;
        if (fail) throw new Error('down');
        return { load: loads };
      },
    });
    await expect(cache.get('key', undefined)).rejects.toThrow('down');
    fail = false;
    const [a, b] = await Promise.all([cache.get('key', undefined), cache.get('key', undefined)]);
    expect(a).toEqual({ load: 2 });
    expect(b).toBe(a);
  });

  it('answers the callers waiting when it is cleared meanwhile, and keeps nothing computed before the clear', async () => {
    let loads = 0;
    let finish: () => void = () => {};
    const cache = answerCache<string, { load: number }>({
      max: 10,
      ttlMs: 30_000,
      now: () => 0,
      load: async () => {
        const load = ++loads;
        if (load === 1) await new Promise<void>((resolve) => (finish = resolve));
        return { load };
      },
    });
    const waiting = Promise.all([cache.get('key', undefined), cache.get('key', undefined)]);
    cache.clear(); // the catalogue changed while the answer was read
    finish();
    expect(await waiting).toEqual([{ load: 1 }, { load: 1 }]);
    expect(await cache.get('key', undefined)).toEqual({ load: 2 });
    expect(await cache.get('key', undefined)).toEqual({ load: 2 });
  });
});
