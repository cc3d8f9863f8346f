import { describe, expect, it } from 'vitest';
import { BATCH_MAX_BYTES, BATCH_MAX_WRITES, batchSizes, stopsBatch } from './offline-batch';

describe('which answer of a write in a batch stops the writes after it', () => {
  it.each<[number, boolean]>([
    [200, false],
    [201, false],
    [400, false],
    [403, false],
    [404, false],
    [422, false],
    [401, true],
    [408, true],
    [409, true],
    [425, true],
    [429, true],
    [500, true],
    [503, true],
  ])('%i: %s', (status, stops) => expect(stopsBatch(status)).toBe(stops));
});

describe('waiting writes cut into batches', () => {
  it.each<[string, number[], number, number, number[]]>([
    ['none', [], 3, 100, []],
    ['one', [10], 3, 100, [1]],
    ['at most three writes', [1, 1, 1, 1, 1, 1, 1], 3, 100, [3, 3, 1]],
    ['at most 100 bytes', [40, 40, 40, 40], 10, 100, [2, 2]],
    ['a write larger than a batch goes alone', [10, 150, 10], 10, 100, [1, 1, 1]],
    ['exactly the bytes', [50, 50, 50], 10, 100, [2, 1]],
  ])('%s', (_name, sizes, maxWrites, maxBytes, batches) =>
    expect(batchSizes(sizes, maxWrites, maxBytes)).toEqual(batches),
  );

  it('puts fifty writes of a queue in one batch', () => {
    expect(BATCH_MAX_WRITES).toBe(50);
    expect(batchSizes(Array.from({ length: 120 }, () => 200))).toEqual([50, 50, 20]);
    expect(batchSizes([BATCH_MAX_BYTES, 1])).toEqual([1, 1]);
  });
});
