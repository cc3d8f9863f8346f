// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { assetUrl, mediaPath } from '../src/runtime/asset-url';

/** The widgets run on a partner's page (here jsdom's `http://localhost:3000/`), the files on the api's origin. */
describe('assetUrl: api file paths made absolute for partner pages', () => {
  it('runs on a page of its own origin', () => expect(location.origin).toBe('http://localhost:3000'));

  it.each([
    ['https://api.example/api', '/api/files/covers/a.svg', 'https://api.example/api/files/covers/a.svg'],
    ['https://api.example/api/', 'files/x.png', 'https://api.example/api/files/x.png'],
    ['/api', '/api/files/x.png', 'http://localhost:3000/api/files/x.png'],
    [undefined, '/api/files/x.png', '/api/files/x.png'],
    ['https://api.example/api', 'https://cdn.example/x.png', 'https://cdn.example/x.png'],
    ['https://api.example/api', 'javascript:alert(1)', undefined],
    ['https://api.example/api', 'JaVaScRiPt:alert(1)', undefined],
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
