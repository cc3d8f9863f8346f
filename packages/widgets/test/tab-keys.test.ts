/** The tablists' keys, left to right and right to left (WAI-ARIA APG: ArrowRight is the previous tab in RTL). */
import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from '../src/ui/tab-keys';

describe('tabKeyTarget', () => {
  it.each([
    // key, from, of, dir → to
    ['ArrowRight', 0, 3, 'ltr', 1],
    ['ArrowRight', 2, 3, 'ltr', 0],
    ['ArrowLeft', 1, 3, 'ltr', 0],
    ['ArrowLeft', 0, 3, 'ltr', 2],
    ['ArrowRight', 1, 3, 'rtl', 0],
    ['ArrowRight', 0, 3, 'rtl', 2],
    ['ArrowLeft', 0, 3, 'rtl', 1],
    ['ArrowLeft', 2, 3, 'rtl', 0],
    ['Home', 2, 3, 'ltr', 0],
    ['End', 0, 3, 'rtl', 2],
    ['Home', 1, 4, 'rtl', 0],
    ['End', 1, 4, 'ltr', 3],
    ['ArrowRight', 0, 1, 'ltr', 0],
    ['ArrowLeft', 0, 1, 'rtl', 0],
    ['ArrowDown', 0, 3, 'ltr', null],
    ['ArrowUp', 1, 3, 'rtl', null],
    ['Enter', 1, 3, 'ltr', null],
  ] as const)('%s from %i of %i (%s) → %s', (key, from, count, dir, to) =>
    expect(tabKeyTarget(key, from, count, dir)).toBe(to),
  );
});
