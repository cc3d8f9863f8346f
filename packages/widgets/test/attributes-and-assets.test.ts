import { describe, expect, it } from 'vitest';
import { isCarouselSource } from '../src/library-carousel/sources';
import { assetUrl, mediaPath } from '../src/runtime/asset-url';
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

describe('assetUrl: api file paths made absolute for partner pages', () => {
  it.each([
    ['https://api.example/api', '/api/files/covers/a.svg', '/api/files/covers/a.svg'],
    [undefined, '/api/files/x.png', '/api/files/x.png'],
    ['https://api.example/api', 'https://cdn.example/x.png', 'https://cdn.example/x.png'],
    ['https://api.example/api', 'javascript:alert(1)', undefined],
    ['https://api.example/api', 'data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['https://api.example/api', null, undefined],
  ])('base %s, path %s → %s', (base, path, expected) => expect(assetUrl(base, path)).toBe(expected));

  it('one file or a list', () => {
    expect(mediaPath({ path: '/a' })).toBe('/a');
    expect(mediaPath([{ path: '/b' }, { path: '/c' }])).toBe('/b');
    expect(mediaPath([])).toBeUndefined();
    expect(mediaPath(null)).toBeUndefined();
  });
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
