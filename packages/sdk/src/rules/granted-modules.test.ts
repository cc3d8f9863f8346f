import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../test/in-english';
import { grantedModulesLeft, grantedModulesStrip } from './granted-modules';

describe("the mentor-granted learner's modules left (part 1 §4)", () => {
  it.each([
    [3, 5, 3],
    [0, 5, 0],
    [5, 5, 5],
    [9, 5, 5],
    [-3, 5, 0],
    [-1, 5, 5],
    [null, 5, 5],
    [undefined, 2, 2],
    [3, -1, null],
    [3, null, null],
    [3, undefined, null],
    [0, -2, null],
    [0, 0, 0],
  ])('remaining %j of allowed %j → %j', (remaining, allowed, left) =>
    expect(grantedModulesLeft(remaining, allowed)).toBe(left),
  );

  it.each([
    [2, 5, 'You only have 2 out of 5 modules left. Request for unlimited access.'],
    [-1, 3, 'You only have 3 out of 3 modules left. Request for unlimited access.'],
    [0, 1, 'You only have 0 out of 1 modules left. Request for unlimited access.'],
    [4, -1, null],
    [4, null, null],
  ])('strip for remaining %j of %j → %j', (remaining, allowed, text) =>
    expect(inEnglish(grantedModulesStrip(remaining, allowed))).toBe(text),
  );
});
