import { describe, expect, it } from 'vitest';
import { isSmallScreen, searchIntent } from './limits';

describe('search text (part 1 §5)', () => {
  it.each([
    ['energy', { search: 'energy' }],
    ['  solar power ', { search: 'solar power' }],
    ['', { clear: true }],
    ['   ', { clear: true }],
    [null, { clear: true }],
  ])('%j → %j', (text, intent) => expect(searchIntent(text)).toEqual(intent));
});

describe('small screens: 767 px or less (part 1 §9)', () => {
  it.each([
    [360, true],
    [767, true],
    [768, false],
    [1280, false],
  ])('%s px → small %s', (width, small) => expect(isSmallScreen(width)).toBe(small));
});
