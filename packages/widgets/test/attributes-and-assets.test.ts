import { describe, expect, it } from 'vitest';
import { isCarouselSource } from '../src/library-carousel/sources';
import { intAttribute } from '../src/runtime/define-widget';

describe('intAttribute: module-id and friends', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', undefined],
    ['-3', undefined],
    ['1.5', undefined],
    ['12abc', undefined],
    ['', undefined],
    [undefined, undefined],
    ['99999999999999999999', undefined],
  ])('%s → %s', (value, expected) => expect(intAttribute(value)).toBe(expected));
});

describe('carousel sources', () => {
  it.each([
    ['my-list', true],
    ['recommended', true],
    ['collections', true],
    ['Trending', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (value, ok) => expect(isCarouselSource(value)).toBe(ok));
});
